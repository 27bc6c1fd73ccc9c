/**
 * The booking outbox's public surface, for the page and the service worker alike: enqueue, flush,
 * status, subscribe, and the visitor's own removal of a refused booking. Nothing outside outbox/
 * reads or writes its records or its channel directly, so one module decides what happened to a
 * booking. The page starts it once (page-outbox.ts, from the app shell); the worker flushes it on
 * a Background Sync (src/sw/booking-sync.ts).
 */
import type { BookingValues } from '../booking-values';
import { isBookingParams, type BookingParams } from './booking-params';
import { flushOutbox as flush, forgetAccepted, type FlushReport } from './flush-outbox';
import type { EmailSender } from './email-sender';
import {
  deleteRecord,
  getRecord,
  isOutboxStorageUsable,
  listEntries,
  putRecord,
  updateRecord,
} from './outbox-db';
import { publishOutboxEvent, subscribeOutboxEvents, type OutboxEvent } from './outbox-events';
import { hasOutboxLock } from './outbox-lock';

export { OUTBOX_SYNC_TAG } from './outbox-names';
export { sendDirectly } from './flush-outbox';
export type { FlushReport, OutboxEvent, BookingParams, EmailSender };

/**
 * How long a refused booking stays on the device for its visitor: long enough to be seen on a
 * later visit (a phone used once a week), short enough that a shared or cyber-café computer does
 * not keep a stranger's name, phone and e-mail for ever.
 */
export const REFUSED_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/** A booking EmailJS refused for good, as its visitor is shown it. */
export interface RefusedBooking {
  reference: string;
  values: BookingValues;
  /** Epoch ms of the refusal (the record's own time where an older version did not note it). */
  failedAt: number;
  dismissed: boolean;
}

/** The outbox as the notices see it. */
export interface OutboxStatus {
  waiting: string[];
  refused: RefusedBooking[];
}

/** Where one booking stands: waiting to be sent, sent (its record gone), or refused. */
export type BookingState = 'waiting' | 'sent' | 'refused';

/** Whether bookings can wait on this device: IndexedDB for the records, Web Locks so tabs take turns. */
export async function isOutboxAvailable(): Promise<boolean> {
  return hasOutboxLock() && (await isOutboxStorageUsable());
}

/** Writes a new booking to the outbox; call before the first send, so it survives a closed tab. */
export async function enqueueBooking(params: BookingParams, now = Date.now()): Promise<void> {
  forgetAccepted(params.reference);
  await putRecord({ reference: params.reference, params, createdAt: now, attempts: 0, status: 'pending' });
}

/** Sends every waiting booking (see flush-outbox.ts for the policy). */
export function flushOutbox(
  send: EmailSender,
  options: { wait?: boolean; now?: () => number } = {},
): Promise<FlushReport> {
  return flush(send, options);
}

/** Where a booking stands now. The one answer to "did it settle?" for the form and the notices. */
export async function bookingState(reference: string): Promise<BookingState> {
  const record = await getRecord(reference);
  if (!record) return 'sent';
  return record.status === 'failed' ? 'refused' : 'waiting';
}

const refusedAt = (record: { failedAt?: number; createdAt: number }) => record.failedAt ?? record.createdAt;

/**
 * Removes what should no longer be on the device: refused bookings older than REFUSED_KEEP_MS,
 * and sent marks (left when a sent booking could not be deleted). Failures are left for next time.
 */
export async function expireOutbox(now = Date.now()): Promise<void> {
  for (const entry of await listEntries()) {
    const expired =
      entry.status === 'sent' || (entry.status === 'failed' && now - refusedAt(entry) >= REFUSED_KEEP_MS);
    if (!expired) continue;
    await deleteRecord(entry.reference).catch(() => undefined);
    if (entry.status === 'failed') publishOutboxEvent({ type: 'changed', reference: entry.reference });
  }
}

/** Bookings waiting, and bookings refused (not yet expired), oldest first. */
export async function outboxStatus(now = Date.now()): Promise<OutboxStatus> {
  const entries = await listEntries();
  const records = entries
    .filter((entry) => entry.status !== 'sent')
    .sort((a, b) => a.createdAt - b.createdAt);
  return {
    waiting: records.filter((record) => record.status === 'pending').map((record) => record.reference),
    refused: records
      .filter((record) => record.status === 'failed' && now - refusedAt(record) < REFUSED_KEEP_MS)
      .map((record) => {
        // A damaged record (refused for that) still gets its notice, with no details to hand over.
        const params: Partial<BookingParams> = isBookingParams(record.params) ? record.params : {};
        const {
          name = '',
          email = '',
          phone = '',
          campus = '',
          date = '',
          time = '',
          interest = '',
          message = '',
        } = params;
        const values = { name, email, phone, campus, date, time, interest, message };
        return {
          reference: record.reference,
          values,
          failedAt: refusedAt(record),
          dismissed: record.dismissed === true,
        };
      }),
  };
}

/** Removes a refused booking from the device, at its visitor's request. */
export async function removeRefusedBooking(reference: string): Promise<void> {
  const record = await getRecord(reference);
  // Only a refused booking: a waiting one is still to be sent.
  if (record?.status !== 'failed') return;
  await deleteRecord(reference);
  publishOutboxEvent({ type: 'changed', reference });
}

/** Hides a refused booking's notice on every page; the booking stays until it expires or is removed. */
export async function dismissRefusedBooking(reference: string): Promise<void> {
  await updateRecord(reference, (old) => (old.status === 'failed' ? { ...old, dismissed: true } : old));
  publishOutboxEvent({ type: 'changed', reference });
}

/** Tells this context that a booking is now waiting (its first send failed or did not run). */
export function announceQueued(reference: string): void {
  publishOutboxEvent({ type: 'queued', reference });
}

/** Calls `listener` for every outbox event from any tab or the worker; returns the unsubscribe. */
export function subscribeOutbox(listener: (event: OutboxEvent) => void): () => void {
  return subscribeOutboxEvents(listener);
}
