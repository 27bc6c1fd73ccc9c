import { isBookingParams, type BookingParams } from './booking-params';
import { classifyFailure } from './classify-failure';
import { InvalidBookingError, type EmailSender } from './email-sender';
import { logSendError } from './log-send-error';
import { deleteRecord, getRecord, listPending, putRecord, recordFailedAttempt } from './outbox-db';
import { publishOutboxEvent } from './outbox-events';
import { withOutboxLock } from './outbox-lock';
import { pacedSend } from './send-pace';

/** What one flush did, by booking reference. */
export interface FlushReport {
  /** False when another tab or the service worker held the lock (only with `wait: false`). */
  ran: boolean;
  sent: string[];
  failed: string[];
  /** Still waiting after a transient failure, with their attempt counts. */
  waiting: { reference: string; attempts: number }[];
}

/** Writes a new booking to the outbox; call before the first send, so it survives a closed tab. */
export async function enqueueBooking(params: BookingParams, now = Date.now()): Promise<void> {
  await putRecord({ reference: params.reference, params, createdAt: now, attempts: 0, status: 'pending' });
}

/**
 * Sends every waiting booking, oldest first, under the outbox Web Lock. Each record is read again
 * inside the lock, so one sent (and deleted) by another tab or the worker is never sent twice.
 * A 2xx deletes the record; a permanent failure marks it 'failed'; a transient one counts the
 * attempt and stops the flush, since the next send would most likely fail the same way. Sends
 * are paced across every context (see send-pace.ts), so EmailJS never sees more than one a second.
 */
export async function flushOutbox(
  send: EmailSender,
  { wait = true }: { wait?: boolean } = {},
): Promise<FlushReport> {
  const report: FlushReport = { ran: false, sent: [], failed: [], waiting: [] };
  const result = await withOutboxLock(
    async () => {
      report.ran = true;
      const pending = await listPending();
      for (const [index, { reference }] of pending.entries()) {
        const record = await getRecord(reference);
        if (!record || record.status !== 'pending') continue;
        try {
          // Records are read back from storage: one that is not a booking is refused, not sent.
          if (!isBookingParams(record.params)) throw new InvalidBookingError();
          const { params } = record;
          await pacedSend(() => send(params));
        } catch (error) {
          const failure = classifyFailure(error);
          logSendError(reference, failure, error);
          const status = failure.kind === 'permanent' ? 'failed' : 'pending';
          const updated = await recordFailedAttempt(reference, failure.message, status);
          if (failure.kind === 'permanent') {
            report.failed.push(reference);
            publishOutboxEvent({ type: 'failed', reference });
            continue;
          }
          report.waiting.push({ reference, attempts: updated?.attempts ?? record.attempts + 1 });
          for (const rest of pending.slice(index + 1)) {
            report.waiting.push({ reference: rest.reference, attempts: rest.attempts });
          }
          break;
        }
        await deleteRecord(reference);
        report.sent.push(reference);
        publishOutboxEvent({ type: 'sent', reference });
      }
    },
    { wait },
  );
  report.ran = result.ran;
  return report;
}

/** Sends one booking with no outbox (no IndexedDB or Web Locks here): nothing is kept if it fails. */
export async function sendDirectly(
  send: EmailSender,
  params: BookingParams,
): Promise<'sent' | 'transient' | 'permanent'> {
  try {
    await send(params);
    return 'sent';
  } catch (error) {
    const failure = classifyFailure(error);
    logSendError(params.reference, failure, error);
    return failure.kind;
  }
}
