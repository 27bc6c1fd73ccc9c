import { collegeDate } from '../../../content/college-time';
import { siteAnswers } from '../../../lib/site-answers';
import { paceDelay, REFUSED_KEEP_MS, TRANSIENT_FAILURES_BEFORE_STOP } from './outbox-policy';
import {
  deleteRecord,
  getRecord,
  isBookingParams,
  listEntries,
  listQueued,
  OUTBOX_CHANNEL_NAME,
  OUTBOX_LOCK_NAME,
  putSentMark,
  readPaceMark,
  recordFailedAttempt,
  writePaceMark,
  type BookingState,
  type WaitReason,
} from './outbox-store';
import { failedSend, InvalidBookingError, type EmailSender } from './send-booking';

/** A booking's new state, or 'changed' (a refused one removed, dismissed or expired), for every context. */
export interface OutboxEvent {
  type: BookingState | 'changed';
  reference: string;
  /** On 'sent': the preferred date had passed when it went (the college will call to agree a new one). */
  late?: boolean;
}

type Listener = (event: OutboxEvent) => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;
// References EmailJS accepted (this context's sends and others' 'sent' events): never sent again
// from here, even when storage failed to delete or mark the record.
const acceptedReferences = new Set<string>();

/** A message from another context as an event, or undefined if it is none. */
export function readOutboxEvent(data: unknown): OutboxEvent | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, reference, late } = data as Record<string, unknown>;
  const known = type === 'queued' || type === 'sent' || type === 'refused' || type === 'changed';
  if (!known || typeof reference !== 'string') return undefined;
  if (late !== undefined && typeof late !== 'boolean') return undefined;
  return late === undefined ? { type, reference } : { type, reference, late };
}

// One channel object per context: it both posts and listens. A BroadcastChannel never receives its
// own messages, so this context's listeners are told directly instead.
function getChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(OUTBOX_CHANNEL_NAME) : null;
  channel?.addEventListener('message', ({ data }: MessageEvent<unknown>) => {
    const event = readOutboxEvent(data);
    if (event) notify(event);
  });
  return channel;
}

function notify(event: OutboxEvent): void {
  if (event.type === 'sent') acceptedReferences.add(event.reference);
  for (const listener of [...listeners]) listener(event);
}

/** Tells this context and every other tab and worker what happened to a booking. */
export function publishOutboxEvent(event: OutboxEvent): void {
  getChannel()?.postMessage(event);
  notify(event);
}

/** Calls `listener` for every outbox event from any tab or the worker; returns the unsubscribe. */
export function subscribeOutbox(listener: Listener): () => void {
  getChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A new booking under this reference: whatever was known about the reference before is not about it. */
export function forgetAccepted(reference: string): void {
  acceptedReferences.delete(reference);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `send` once MIN_SEND_INTERVAL_MS have passed since any context's last send, marking the time
 * as it starts (a tab may close mid-send) and ends. Under the lock; a failed mark never stops a send.
 */
export async function pacedSend(send: () => Promise<void>): Promise<void> {
  const delay = paceDelay(await readPaceMark().catch(() => undefined), Date.now());
  if (delay > 0) await sleep(delay);
  const mark = () => writePaceMark(Date.now()).catch(() => undefined);
  await mark();
  try {
    await send();
  } finally {
    await mark();
  }
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

/** Whether the booking's preferred (Nairobi) date had passed at `epochMs` (it is sent anyway, and the visitor told). */
const isLate = (date: string, epochMs: number) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && date < collegeDate(epochMs);

/** What one flush did, by booking reference. */
export interface FlushReport {
  /** False when another tab or the service worker held the lock (only with `wait: false`). */
  ran: boolean;
  sent: string[];
  refused: string[];
  /** Still queued after a transient failure (or not tried this time), with their attempt counts. */
  queued: { reference: string; attempts: number }[];
}

/**
 * Sends every queued booking, oldest first, under the Web Lock all tabs and the worker share; each
 * record is read again inside it, so none is sent twice. A permanent failure makes it refused, a
 * transient one leaves it queued. With `wait: false`, returns at once (`ran: false`) if the lock is held.
 */
export async function flushOutbox(
  send: EmailSender,
  { wait = true, now = () => Date.now() }: { wait?: boolean; now?: () => number } = {},
): Promise<FlushReport> {
  // Listening from here on, so other contexts' 'sent' events reach acceptedReferences.
  getChannel();
  const report: FlushReport = { ran: false, sent: [], refused: [], queued: [] };
  await navigator.locks.request(OUTBOX_LOCK_NAME, { ifAvailable: !wait }, async (lock) => {
    if (!lock) return;
    report.ran = true;
    const queued = await listQueued();
    let transientInARow = 0;
    // Why a send that got no answer waits: does the site's own server answer? Asked once a round.
    let reason: Promise<WaitReason> | undefined;
    for (const [index, { reference }] of queued.entries()) {
      if (acceptedReferences.has(reference)) continue;
      const record = await getRecord(reference);
      if (!record || record.status !== 'queued') continue;
      const { params } = record;
      try {
        // Records are read back from storage: one that is not a booking is refused, not sent.
        if (!isBookingParams(params)) throw new InvalidBookingError();
        await pacedSend(() => send(params));
      } catch (error) {
        const failure = failedSend(reference, error);
        if (failure.kind === 'permanent') {
          await recordFailedAttempt(reference, failure.message, 'refused', now());
          report.refused.push(reference);
          publishOutboxEvent({ type: 'refused', reference });
          continue;
        }
        reason ??= siteAnswers().then((answers) => (answers ? 'service-unreachable' : 'no-connection'));
        const updated = await recordFailedAttempt(reference, failure.message, 'queued', now(), await reason);
        report.queued.push({ reference, attempts: updated?.attempts ?? record.attempts + 1 });
        // Still queued, and now with why: the notices read it again.
        publishOutboxEvent({ type: 'queued', reference });
        if (++transientInARow < TRANSIENT_FAILURES_BEFORE_STOP) continue;
        for (const rest of queued.slice(index + 1)) {
          report.queued.push({ reference: rest.reference, attempts: rest.attempts });
        }
        break;
      }
      transientInARow = 0;
      const sentAt = now();
      await settleSent(reference, sentAt);
      report.sent.push(reference);
      publishOutboxEvent({ type: 'sent', reference, late: isLate(params.date, sentAt) });
    }
  });
  return report;
}

/** Removes refused bookings older than REFUSED_KEEP_MS, and sent marks; failures wait for next time. */
export async function expireOutbox(now = Date.now()): Promise<void> {
  for (const entry of await listEntries()) {
    const expired =
      entry.status === 'sent' || (entry.status === 'refused' && now - entry.refusedAt >= REFUSED_KEEP_MS);
    if (!expired) continue;
    await deleteRecord(entry.reference).catch(() => undefined);
    if (entry.status === 'refused') publishOutboxEvent({ type: 'changed', reference: entry.reference });
  }
}
