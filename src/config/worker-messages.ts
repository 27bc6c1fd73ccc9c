/** What a page says to the service worker (src/pwa sends, src/sw answers). */
import { isLocale, type Locale } from './locales.ts';

export type WorkerMessage =
  /** The visitor accepted the update prompt: activate the waiting version. */
  | { type: 'SKIP_WAITING' }
  /** A page of `locale` is open: keep that language's pages on the device. */
  | { type: 'READING'; locale: Locale };

export function isWorkerMessage(data: unknown): data is WorkerMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.type === 'SKIP_WAITING') return true;
  return message.type === 'READING' && isLocale(message.locale);
}
