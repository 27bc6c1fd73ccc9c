/** The outbox as the service worker uses it: the pages' records, lock and channel, sent by fetch. */
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
