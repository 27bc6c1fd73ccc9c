import { isBookingParams, isPastPreferredDate, withRequestedAt, type BookingParams } from './booking-params';
import { classifyFailure } from './classify-failure';
import { InvalidBookingError, type EmailSender } from './email-sender';
import { logSendError } from './log-send-error';
import { deleteRecord, getRecord, listQueued, putSentMark, recordFailedAttempt } from './outbox-db';
import { publishOutboxEvent, subscribeOutboxEvents } from './outbox-events';
import { withOutboxLock } from './outbox-lock';
import { pacedSend } from './send-pace';

/** What one flush did, by booking reference. */
export interface FlushReport {
  /** False when another tab or the service worker held the lock (only with `wait: false`). */
  ran: boolean;
  sent: string[];
  refused: string[];
  /** Still queued after a transient failure (or not tried this time), with their attempt counts. */
  queued: { reference: string; attempts: number }[];
}

// One transient failure may be the booking's own (a 500 to one request), so the next is still
// tried; two in a row mean EmailJS or the network is down: stop, and spare the data and rate limit.
export const TRANSIENT_FAILURES_BEFORE_STOP = 2;

// References EmailJS accepted (this context's sends and others' 'sent' events): never sent again
// from here, even when storage failed to delete or mark the record.
const acceptedReferences = new Set<string>();
let following = false;
function followAccepted(): void {
  if (following) return;
  following = true;
  subscribeOutboxEvents((event) => {
    if (event.type === 'sent') acceptedReferences.add(event.reference);
  });
}

/** A new booking under this reference: whatever was known about the reference before is not about it. */
export function forgetAccepted(reference: string): void {
  acceptedReferences.delete(reference);
}

/**
 * After a 2xx the record goes (nothing personal stays); failing that, a sent mark replaces it;
 * failing that, the in-memory set and the 'sent' event keep it from being sent again. Never throws.
 */
async function settleSent(reference: string, now: number): Promise<void> {
  acceptedReferences.add(reference);
  try {
    await deleteRecord(reference);
    return;
  } catch (error) {
    console.error(`Booking ${reference} was sent, but its record could not be deleted`, error);
  }
  await putSentMark(reference, now).catch((error: unknown) => {
    console.error(`Booking ${reference} was sent, but could not be marked sent either`, error);
  });
}

/** A record read inside the lock, checked and ready to send: the params, or why it cannot be. */
function paramsToSend(params: unknown, createdAt: number): BookingParams {
  // Records are read back from storage: one that is not a booking is refused, not sent.
  if (!isBookingParams(params)) throw new InvalidBookingError();
  return withRequestedAt(params, createdAt);
}

/**
 * Sends every queued booking, oldest first, under the outbox lock. Each record is read again inside
 * the lock, so one another tab or the worker sent is never sent twice. A permanent failure makes
 * it refused (kept for its visitor); a transient one counts the attempt and leaves it queued.
 */
export async function flushOutbox(
  send: EmailSender,
  { wait = true, now = () => Date.now() }: { wait?: boolean; now?: () => number } = {},
): Promise<FlushReport> {
  followAccepted();
  const report: FlushReport = { ran: false, sent: [], refused: [], queued: [] };
  const result = await withOutboxLock(
    async () => {
      report.ran = true;
      const queued = await listQueued();
      let transientInARow = 0;
      for (const [index, { reference }] of queued.entries()) {
        if (acceptedReferences.has(reference)) continue;
        const record = await getRecord(reference);
        if (!record || record.status !== 'queued') continue;
        let params: BookingParams | undefined;
        try {
          params = paramsToSend(record.params, record.createdAt);
          const toSend = params;
          await pacedSend(() => send(toSend));
        } catch (error) {
          const failure = classifyFailure(error);
          logSendError(reference, failure, error);
          const status = failure.kind === 'permanent' ? 'refused' : 'queued';
          const updated = await recordFailedAttempt(reference, failure.message, status, now());
          if (status === 'refused') {
            report.refused.push(reference);
            publishOutboxEvent({ type: 'refused', reference });
            continue;
          }
          report.queued.push({ reference, attempts: updated?.attempts ?? record.attempts + 1 });
          transientInARow++;
          if (transientInARow < TRANSIENT_FAILURES_BEFORE_STOP) continue;
          for (const rest of queued.slice(index + 1)) {
            report.queued.push({ reference: rest.reference, attempts: rest.attempts });
          }
          break;
        }
        transientInARow = 0;
        const sentAt = now();
        await settleSent(reference, sentAt);
        report.sent.push(reference);
        publishOutboxEvent({ type: 'sent', reference, late: isPastPreferredDate(params, sentAt) });
      }
    },
    { wait },
  );
  report.ran = result.ran;
  return report;
}
