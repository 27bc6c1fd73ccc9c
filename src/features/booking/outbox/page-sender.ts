import type { EmailSender } from './email-sender';

const loadSdkSender = () => import('./send-email-sdk');

/** Starts loading the SDK sender ahead of a send: the booking page does, so a press waits only for the send. */
export function preloadPageSender(): void {
  void loadSdkSender().catch(() => undefined);
}

/**
 * The page's sender: the EmailJS SDK, loaded on first use so pages without a booking never
 * download it. A failed load is tried once more (each try fetches the chunk afresh first, as every
 * import() does: src/chunks/fetch-then-import.ts), and otherwise throws a TypeError, a transient
 * failure: the booking stays queued.
 */
export const sendFromPage: EmailSender = async (params) => {
  const { sendWithSdk } = await loadSdkSender().catch(() => loadSdkSender());
  await sendWithSdk(params);
};
