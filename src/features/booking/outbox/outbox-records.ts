import type { BookingValues } from '../booking-values';
import { isBookingParams, type BookingParams } from './booking-params';
import type { BookingState } from './booking-state';
import { forgetAccepted } from './flush-outbox';
import {
  deleteRecord,
  getRecord,
  isOutboxStorageUsable,
  listEntries,
  putRecord,
  updateRecord,
  type OutboxRecord,
} from './outbox-db';
import { publishOutboxEvent } from './outbox-events';
import { hasOutboxLock } from './outbox-lock';

// Long enough for a refused booking to be seen on a later visit (a phone used once a week), short
// enough that a shared or cyber-café computer does not keep a stranger's details for ever.
export const REFUSED_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/** A booking EmailJS refused for good, as its visitor is shown it. */
export interface RefusedBooking {
  reference: string;
  /** As stored: the campus by the English name the e-mail carries (the page finds its id). */
  values: BookingValues;
  /** Epoch ms of the refusal (the record's own time where an older version did not note it). */
  refusedAt: number;
  dismissed: boolean;
}

/** A booking still to be sent, as the notices name it. */
export interface QueuedBooking {
  reference: string;
  /** As stored: the English name the e-mail carries (the page finds its id). */
  campus: string;
  date: string;
}

/** What the outbox holds, as the notices show it: bookings queued, and bookings refused. */
export interface OutboxContents {
  queued: QueuedBooking[];
  refused: RefusedBooking[];
}

/** Whether bookings can be kept on this device: IndexedDB for the records, Web Locks so tabs take turns. */
export async function isOutboxAvailable(): Promise<boolean> {
  return hasOutboxLock() && (await isOutboxStorageUsable());
}

/** Stores a new booking as queued; before its first send, so it survives a closed tab. */
export async function enqueueBooking(params: BookingParams, now = Date.now()): Promise<void> {
  forgetAccepted(params.reference);
  await putRecord({ reference: params.reference, params, createdAt: now, attempts: 0, status: 'queued' });
}

/** Where a booking stands now; no record means sent (a 2xx is the only thing that removes a queued one). */
export async function bookingState(reference: string): Promise<BookingState> {
  return (await getRecord(reference))?.status ?? 'sent';
}

const refusedAt = (record: OutboxRecord) => record.refusedAt ?? record.createdAt;

/** Removes refused bookings older than REFUSED_KEEP_MS, and sent marks; failures wait for next time. */
export async function expireOutbox(now = Date.now()): Promise<void> {
  for (const entry of await listEntries()) {
    const expired =
      entry.status === 'sent' || (entry.status === 'refused' && now - refusedAt(entry) >= REFUSED_KEEP_MS);
    if (!expired) continue;
    await deleteRecord(entry.reference).catch(() => undefined);
    if (entry.status === 'refused') publishOutboxEvent({ type: 'changed', reference: entry.reference });
  }
}

function toRefusedBooking(record: OutboxRecord): RefusedBooking {
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
  return {
    reference: record.reference,
    values: { name, email, phone, campus, date, time, interest, message },
    refusedAt: refusedAt(record),
    dismissed: record.dismissed === true,
  };
}

function toQueuedBooking(record: OutboxRecord): QueuedBooking {
  // A record from before the campus was asked has none; a damaged one still counts as queued.
  const params: Partial<BookingParams> = isBookingParams(record.params) ? record.params : {};
  const { campus = '', date = '' } = params;
  return { reference: record.reference, campus, date };
}

/** Bookings queued, and bookings refused (not yet expired), oldest first. */
export async function readOutbox(now = Date.now()): Promise<OutboxContents> {
  const records = (await listEntries())
    .filter((entry): entry is OutboxRecord => entry.status !== 'sent')
    .sort((a, b) => a.createdAt - b.createdAt);
  return {
    queued: records.filter((record) => record.status === 'queued').map(toQueuedBooking),
    refused: records
      .filter((record) => record.status === 'refused' && now - refusedAt(record) < REFUSED_KEEP_MS)
      .map(toRefusedBooking),
  };
}

/** Removes a refused booking from the device, at its visitor's request (a queued one is still to be sent). */
export async function removeRefusedBooking(reference: string): Promise<void> {
  if ((await getRecord(reference))?.status !== 'refused') return;
  await deleteRecord(reference);
  publishOutboxEvent({ type: 'changed', reference });
}

/** Hides a refused booking's notice on every page; the booking stays until it expires or is removed. */
export async function dismissRefusedBooking(reference: string): Promise<void> {
  await updateRecord(reference, (old) => (old.status === 'refused' ? { ...old, dismissed: true } : old));
  publishOutboxEvent({ type: 'changed', reference });
}
