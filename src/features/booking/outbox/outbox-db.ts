import { createStore, del, get, promisifyRequest, set, values, type UseStore } from 'idb-keyval';
import type { BookingParams } from './booking-params';
import { OUTBOX_DB_NAME, OUTBOX_STORE_NAME } from './outbox-names';

/** One booking kept on the device until EmailJS accepts it. */
export interface OutboxRecord {
  reference: string;
  params: BookingParams;
  /** Epoch ms when the visitor submitted it. */
  createdAt: number;
  /** Send attempts that failed so far. */
  attempts: number;
  lastError?: string;
  /** 'failed': EmailJS refused it for good; kept so the booking is not silently lost. */
  status: 'pending' | 'failed';
}

// Opened on first use, not at import: the prerenderer imports this module in Node, with no IndexedDB.
let store: UseStore | undefined;
const outboxStore = (): UseStore => (store ??= createStore(OUTBOX_DB_NAME, OUTBOX_STORE_NAME));

/** Writes a new booking to the outbox. */
export async function putRecord(record: OutboxRecord): Promise<void> {
  await set(record.reference, record, outboxStore());
}

/** Reads one booking by reference, or undefined when it is not (or no longer) there. */
export async function getRecord(reference: string): Promise<OutboxRecord | undefined> {
  return get<OutboxRecord>(reference, outboxStore());
}

/** Every booking in the outbox, oldest first. */
export async function listRecords(): Promise<OutboxRecord[]> {
  const records = await values<OutboxRecord>(outboxStore());
  return records.sort((a, b) => a.createdAt - b.createdAt);
}

/** Bookings still waiting to be sent, oldest first. */
export async function listPending(): Promise<OutboxRecord[]> {
  return (await listRecords()).filter((record) => record.status === 'pending');
}

/** Records a failed attempt in one transaction; returns the updated record (undefined if gone). */
export async function recordFailedAttempt(
  reference: string,
  lastError: string,
  status: OutboxRecord['status'],
): Promise<OutboxRecord | undefined> {
  return outboxStore()('readwrite', async (objectStore) => {
    const old = (await promisifyRequest(objectStore.get(reference))) as OutboxRecord | undefined;
    // A record deleted meanwhile stays deleted: writing it back would send the booking again.
    if (!old) return undefined;
    const next: OutboxRecord = { ...old, attempts: old.attempts + 1, lastError, status };
    await promisifyRequest(objectStore.put(next, reference));
    return next;
  });
}

/** Removes a booking: only ever called after EmailJS answered 2xx. */
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
