import { createStore, get, set, type UseStore } from 'idb-keyval';
import { OUTBOX_PACE_DB_NAME, OUTBOX_PACE_STORE_NAME } from './outbox-names';

// EmailJS accepts at most one request per second from a site and answers 429 to a faster burst.
// Tabs and the service worker each send under the outbox lock, but one after another they could
// still fire several requests within a second (a tab's flush, then the worker's sync, then another
// tab's submit). 1.2 s, not 1 s: a request that leaves the phone on time can still be delayed on
// the way while the next one is not, and the limit applies to arrivals.
export const MIN_SEND_INTERVAL_MS = 1_200;

const lastSendKey = 'last-send-at';

// Opened on first use, not at import: the prerenderer imports this module in Node, with no IndexedDB.
let store: UseStore | undefined;
const paceStore = (): UseStore => (store ??= createStore(OUTBOX_PACE_DB_NAME, OUTBOX_PACE_STORE_NAME));

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * How long to wait before the next send, given the last send's time: at most the interval, so a
 * clock set back (or a damaged value) never holds the outbox for longer.
 */
export function paceDelay(lastSendAt: unknown, now: number): number {
  if (typeof lastSendAt !== 'number' || !Number.isFinite(lastSendAt)) return 0;
  return Math.min(MIN_SEND_INTERVAL_MS, Math.max(0, lastSendAt + MIN_SEND_INTERVAL_MS - now));
}

/**
 * Waits until at least MIN_SEND_INTERVAL_MS have passed since the last send by any tab or the
 * service worker, then records this send's time. Call only while holding the outbox lock, right
 * before each send: the lock makes the read and the write one step across contexts.
 */
export async function waitForSendSlot(): Promise<void> {
  // Pacing must never stop a booking: if the pace store cannot be read or written, send anyway.
  const lastSendAt = await get<unknown>(lastSendKey, paceStore()).catch(() => undefined);
  const delay = paceDelay(lastSendAt, Date.now());
  if (delay > 0) await sleep(delay);
  await set(lastSendKey, Date.now(), paceStore()).catch(() => undefined);
}
