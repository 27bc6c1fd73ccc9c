import { openDB, type IDBPDatabase } from 'idb';
import { emptyBookingValues, type BookingValues } from '../booking-values';
import { OPEN_TIMEOUT_MS } from './outbox-policy';

/** Pages and the service worker share these names (database, lock, channel, sync tag): one outbox. */
export const OUTBOX_DB_NAME = 'kilele-booking-outbox';
export const OUTBOX_LOCK_NAME = 'kilele-booking-outbox';
export const OUTBOX_CHANNEL_NAME = 'kilele-booking-outbox';
export const OUTBOX_SYNC_TAG = 'kilele-booking-outbox';
// The database's two object stores: bookings keyed by reference (nothing else, so the tests and
// the soak read it as it is), and the time the last send ended, which every context paces by.
export const OUTBOX_STORE_NAME = 'bookings';
const PACE = 'pace';
const lastSendKey = 'last-send-at';

/**
 * `queued`: kept on this device, to be sent. `sent`: EmailJS accepted it (its record is gone).
 * `refused`: EmailJS said no for good; never retried, kept a while for its visitor.
 */
export type BookingState = 'queued' | 'sent' | 'refused';

/**
 * Why queued bookings wait. 'no-connection': the site's own server does not answer either.
 * 'service-unreachable': the site answers, the booking service does not. 'service-misconfigured':
 * this page cannot reach the service at all (its own Content-Security-Policy refuses it).
 */
export type WaitReason = 'no-connection' | 'service-unreachable' | 'service-misconfigured';

/** What the EmailJS template receives for one booking (docs/emailjs-template.md). */
export type BookingParams = Omit<BookingValues, 'campus'> & {
  /** The campus by the English name staff know it by (the form holds its id). */
  campus: string;
  /** Short code shown to the visitor and in the e-mail, so staff can spot a repeat. */
  reference: string;
  /** When the visitor pressed Book Appointment, in East Africa Time: a booking may go days late. */
  requested_at: string;
  /** The language the visitor booked in ("Kiswahili" or "English"), so staff answer in it. */
  language: string;
};

const paramKeys = [...Object.keys(emptyBookingValues), 'reference', 'requested_at', 'language'];

/** Whether a value read back from storage is a booking this build can send. */
export function isBookingParams(value: unknown): value is BookingParams {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return paramKeys.every((key) => typeof record[key] === 'string');
}

/** A booking kept on the device until EmailJS accepts it, or kept after a refusal for its visitor. */
export type OutboxRecord = {
  reference: string;
  /** Read back from storage: checked (isBookingParams) before it is sent or shown. */
  params: BookingParams;
  /** Epoch ms when the visitor submitted it. */
  createdAt: number;
  /** Send attempts that failed so far. */
  attempts: number;
  lastError?: string;
  /** Why it waits, as found at its last transient failure (the site's server answered or not). */
  waitReason?: WaitReason;
} & (
  | { status: 'queued' }
  | {
      status: 'refused';
      /** Epoch ms of the refusal; the record is removed REFUSED_KEEP_MS (outbox-policy.ts) after it. */
      refusedAt: number;
      /** The visitor dismissed its notice: the record stays (for the booking page) until it expires. */
      dismissed?: boolean;
    }
);

/** A sent booking whose record could not be deleted: the reference only, so it is never sent again. */
export interface SentMark {
  reference: string;
  status: 'sent';
  sentAt: number;
}

export type StoredEntry = OutboxRecord | SentMark;

/** An entry read from storage, or undefined for what this build never writes. */
export function readEntry(value: unknown): StoredEntry | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { reference, status } = value as Record<string, unknown>;
  if (typeof reference !== 'string') return undefined;
  return status === 'queued' || status === 'refused' || status === 'sent'
    ? (value as StoredEntry)
    : undefined;
}

const isRecord = (entry: StoredEntry | undefined): entry is OutboxRecord =>
  entry !== undefined && entry.status !== 'sent';

// Opened on first use, not at import: the prerenderer imports this module in Node, with no
// IndexedDB. Opened again after the browser closed it (Safari does) or another version asked.
let database: Promise<IDBPDatabase> | undefined;
function openDatabase(): Promise<IDBPDatabase> {
  if (database) return database;
  const forget = () => (database = undefined);
  let late = false;
  // Version 2 added the pace store: a browser that tried an earlier build gains it on upgrade.
  const opening = openDB(OUTBOX_DB_NAME, 2, {
    upgrade(db) {
      for (const name of [OUTBOX_STORE_NAME, PACE])
        if (!db.objectStoreNames.contains(name)) db.createObjectStore(name);
    },
    // A tab of another build holds an older version open: we wait for it until the timeout.
    blocked: () => console.error('Error sending email: the booking outbox waits for another tab to close'),
    // A newer build's tab wants to upgrade: let it, and open again (its version) on the next use.
    blocking() {
      forget();
      void opening.then((db) => db.close());
    },
    terminated: forget,
  });
  // An open that never ends (blocked, or Safari's hung IndexedDB) must not leave "Sending…" for ever.
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => {
      late = true;
      reject(new DOMException(`IndexedDB did not open within ${OPEN_TIMEOUT_MS / 1000} s`, 'TimeoutError'));
    }, OPEN_TIMEOUT_MS),
  );
  // Closed if it opens after all, past the timeout: nobody uses it, and it would block an upgrade.
  void opening.then((db) => late && db.close(), forget);
  database = Promise.race([opening, timeout]);
  database.catch(forget);
  return database;
}

/** Writes a booking (new, or updated). */
export async function putRecord(record: OutboxRecord): Promise<void> {
  await (await openDatabase()).put(OUTBOX_STORE_NAME, record, record.reference);
}

/** Reads one booking by reference, or undefined when it is not (or no longer) queued or refused. */
export async function getRecord(reference: string): Promise<OutboxRecord | undefined> {
  const entry = readEntry(await (await openDatabase()).get(OUTBOX_STORE_NAME, reference));
  return isRecord(entry) ? entry : undefined;
}

/** Every readable entry, bookings and sent marks. */
export async function listEntries(): Promise<StoredEntry[]> {
  const all: unknown[] = await (await openDatabase()).getAll(OUTBOX_STORE_NAME);
  return all.map(readEntry).filter((entry) => entry !== undefined);
}

/** Every booking (queued or refused), oldest first. */
export async function listRecords(): Promise<OutboxRecord[]> {
  return (await listEntries()).filter(isRecord).sort((a, b) => a.createdAt - b.createdAt);
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
  const transaction = (await openDatabase()).transaction(OUTBOX_STORE_NAME, 'readwrite');
  const old = readEntry(await transaction.store.get(reference));
  // A record deleted (or sent) meanwhile stays so: writing it back would send the booking again.
  const next = isRecord(old) ? change(old) : undefined;
  await Promise.all([next && transaction.store.put(next, reference), transaction.done]);
  return next;
}

/** Records a failed attempt and why the booking waits; a permanent failure makes it refused. */
export async function recordFailedAttempt(
  reference: string,
  lastError: string,
  status: OutboxRecord['status'],
  now = Date.now(),
  waitReason?: WaitReason,
): Promise<OutboxRecord | undefined> {
  return updateRecord(reference, (old) => {
    const failed = { ...old, attempts: old.attempts + 1, lastError, waitReason };
    return status === 'refused' ? { ...failed, status, refusedAt: now } : { ...failed, status };
  });
}

/** Replaces a booking EmailJS accepted by its sent mark (nothing personal), when it cannot be deleted. */
export async function putSentMark(reference: string, now = Date.now()): Promise<void> {
  const mark: SentMark = { reference, status: 'sent', sentAt: now };
  await (await openDatabase()).put(OUTBOX_STORE_NAME, mark, reference);
}

/** Removes an entry: after EmailJS answered 2xx, or a refused booking the visitor removed or that expired. */
export async function deleteRecord(reference: string): Promise<void> {
  await (await openDatabase()).delete(OUTBOX_STORE_NAME, reference);
}

/** When the last send by any tab or the worker ended (or started: a tab may close mid-send). */
export async function readPaceMark(): Promise<unknown> {
  return (await openDatabase()).get(PACE, lastSendKey);
}

export async function writePaceMark(time: number): Promise<void> {
  await (await openDatabase()).put(PACE, time, lastSendKey);
}

let usable: Promise<boolean> | undefined;

/** Whether bookings can be kept here: IndexedDB (absent in some private modes; checked once), Web Locks. */
export async function isOutboxAvailable(): Promise<boolean> {
  if (typeof navigator === 'undefined') return false;
  // Typed as always there, but absent in older browsers and insecure contexts.
  const locks = navigator.locks as LockManager | undefined;
  if (typeof locks?.request !== 'function') return false;
  usable ??=
    typeof indexedDB === 'undefined'
      ? Promise.resolve(false)
      : openDatabase().then(
          () => true,
          () => false,
        );
  return usable;
}
