/**
 * The booking outbox as the service worker uses it: the same records, lock and channel as the
 * pages, sent with one fetch each (the SDK needs a page, and stays out of the worker's bundle).
 */
import { expireOutbox, flushOutbox } from './flush-outbox';
import { isOutboxAvailable } from './outbox-store';
import { sendEmailRest } from './send-booking';

export { OUTBOX_SYNC_TAG } from './outbox-store';

/** Expires what is due, then sends every queued booking; returns how many are still queued. */
export async function sendQueuedBookings(): Promise<number> {
  if (!(await isOutboxAvailable())) return 0;
  await expireOutbox().catch(() => undefined);
  const report = await flushOutbox(sendEmailRest, { wait: true });
  return report.queued.length;
}
