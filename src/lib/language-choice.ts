import { isLocale, type Locale } from '../config/locales';
import type { WorkerMessage } from '../config/worker-messages';

/**
 * Where the visitor's choice of language is kept on this device: localStorage, read at once by the
 * pages and by the installed app's start page (tools/start-page-plugin.ts). The service worker,
 * which cannot read it, is told at the moment of the choice and again by every page
 * (src/pwa/service-worker-store.ts).
 */
export const languageChoiceKey = 'kilele.language';

/** Remembers the language the visitor chose (the language link, or the offer to read it in Kiswahili). */
export function rememberLanguage(locale: Locale): void {
  try {
    localStorage.setItem(languageChoiceKey, locale);
  } catch {
    // Storage blocked (private mode, policy): the choice holds for this visit's links only.
  }
  // Now, before the page the link leads to has loaded: the worker keeps the choice and starts
  // putting that language on the device, even if the reader moves on at once.
  const message: WorkerMessage = { type: 'READING', locale, chosen: locale };
  navigator.serviceWorker?.controller?.postMessage(message);
}

/** The language the visitor chose on this device, if they ever chose one. */
export function chosenLanguage(): Locale | undefined {
  try {
    const value = localStorage.getItem(languageChoiceKey);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
