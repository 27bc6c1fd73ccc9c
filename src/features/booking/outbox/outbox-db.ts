import { createStore, del, get, promisifyRequest, set, values, type UseStore } from 'idb-keyval';
import type { BookingParams } from './booking-params';
import { readBookingState } from './booking-state';
import { OUTBOX_DB_NAME, OUTBOX_STORE_NAME } from './outbox-names';

/** A booking kept on the device until EmailJS accepts it, or kept after a refusal for its visitor. */
export interface OutboxRecord {
  reference: string;
  params: BookingParams;
  /** Epoch ms when the visitor submitted it. */
  createdAt: number;
  /** Send attempts that failed so far. */
  attempts: number;
  lastError?: string;
  status: 'queued' | 'refused';
  /** Epoch ms of the refusal; a refused booking is removed REFUSED_KEEP_MS after it. */
  refusedAt?: number;
  /** The visitor dismissed the refusal notice: the record stays (for the booking page) until it expires. */
  dismissed?: boolean;
}

/**
 * What is left of a booking EmailJS accepted but whose record could not be deleted: the reference
 * only, so it is never sent again and nothing personal stays on the device. Removed at the next start.
 */
export interface SentMark {
  reference: string;
  status: 'sent';
  sentAt: number;
}

export type StoredEntry = OutboxRecord | SentMark;

const isSentMark = (entry: StoredEntry): entry is SentMark => entry.status === 'sent';

/**
 * An entry as stored, under today's names: an older version wrote status 'pending' or 'failed' and
 * `failedAt`. Migrated on read (and so written back new by the next update); undefined if unreadable.
 */
export function fromStored(value: unknown): StoredEntry | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { failedAt, ...entry } = value as Record<string, unknown> & { failedAt?: number };
  const status = readBookingState(entry.status);
  if (!status) return undefined;
  if (status === 'sent') return { ...entry, status } as SentMark;
  const refusedAt = entry.refusedAt ?? failedAt;
  return { ...entry, status, ...(refusedAt === undefined ? {} : { refusedAt }) } as OutboxRecord;
}

// Opened on first use, not at import: the prerenderer imports this module in Node, with no IndexedDB.
let store: UseStore | undefined;
const outboxStore = (): UseStore => (store ??= createStore(OUTBOX_DB_NAME, OUTBOX_STORE_NAME));

/** Writes a booking (new, or updated). */
export async function putRecord(record: OutboxRecord): Promise<void> {
  await set(record.reference, record, outboxStore());
}

/** Reads one booking by reference, or undefined when it is not (or no longer) queued or refused. */
export async function getRecord(reference: string): Promise<OutboxRecord | undefined> {
  const entry = fromStored(await get<unknown>(reference, outboxStore()));
  return entry && !isSentMark(entry) ? entry : undefined;
}

/** Every readable entry, bookings and sent marks. */
export async function listEntries(): Promise<StoredEntry[]> {
  const stored = await values<unknown>(outboxStore());
  return stored.map(fromStored).filter((entry) => entry !== undefined);
}

/** Every booking in the outbox (queued or refused), oldest first. */
export async function listRecords(): Promise<OutboxRecord[]> {
  const records = (await listEntries()).filter((entry): entry is OutboxRecord => !isSentMark(entry));
  return records.sort((a, b) => a.createdAt - b.createdAt);
}

/** Bookings still to be sent, oldest first. */
export async function listQueued(): Promise<OutboxRecord[]> {
  return (await listRecords()).filter((record) => record.status === 'queued');
}

/** Changes a booking in one transaction; returns the updated record (undefined if gone or sent). */
export async function updateRecord(
  reference: string,
  change: (old: OutboxRecord) => OutboxRecord,
): Promise<OutboxRecord | undefined> {
  return outboxStore()('readwrite', async (objectStore) => {
    const old = fromStored(await promisifyRequest(objectStore.get(reference)));
    // A record deleted (or sent) meanwhile stays so: writing it back would send the booking again.
    if (!old || isSentMark(old)) return undefined;
    const next = change(old);
    await promisifyRequest(objectStore.put(next, reference));
    return next;
  });
}

/** Records a failed attempt; a permanent failure makes the booking refused. */
export async function recordFailedAttempt(
  reference: string,
  lastError: string,
  status: OutboxRecord['status'],
  now = Date.now(),
): Promise<OutboxRecord | undefined> {
  return updateRecord(reference, (old) => ({
    ...old,
    attempts: old.attempts + 1,
    lastError,
    status,
    ...(status === 'refused' ? { refusedAt: now } : {}),
  }));
}

/** Replaces a booking EmailJS accepted by its sent mark (nothing personal), when it cannot be deleted. */
export async function putSentMark(reference: string, now = Date.now()): Promise<void> {
  const mark: SentMark = { reference, status: 'sent', sentAt: now };
  await set(reference, mark, outboxStore());
}

/** Removes an entry: after EmailJS answered 2xx, or a refused booking the visitor removed or that expired. */
export async function deleteRecord(reference: string): Promise<void> {
  await del(reference, outboxStore());
}

let usable: Promise<boolean> | undefined;

/** Whether IndexedDB works here (absent in some private modes and old browsers); checked once. */
export function isOutboxStorageUsable(): Promise<boolean> {
  usable ??=
    typeof indexedDB === 'undefined'
      ? Promise.resolve(false)
      : get('probe', outboxStore()).then(
          () => true,
          () => false,
        );
  return usable;
}
