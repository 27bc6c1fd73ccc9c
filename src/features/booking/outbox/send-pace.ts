import { createStore, get, set, type UseStore } from 'idb-keyval';
import { OUTBOX_PACE_DB_NAME, OUTBOX_PACE_STORE_NAME } from './outbox-names';

// EmailJS answers 429 to more than one request a second from a site, and tabs and the worker send
// one after another under the lock. Counted from the end of the previous send (a request can leave
// late, but has arrived before its answer); the extra 100 ms is room for EmailJS's own clock.
export const MIN_SEND_INTERVAL_MS = 1_100;

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

async function markSendTime(): Promise<void> {
  await set(lastSendKey, Date.now(), paceStore()).catch(() => undefined);
}

/**
 * Waits until at least MIN_SEND_INTERVAL_MS have passed since the last send by any tab or the
 * service worker ended, then runs `send`. The time is stored as the send starts (a tab closed
 * mid-send leaves that) and again as it ends. Call only while holding the outbox lock: the lock
 * makes the read and the writes one step across contexts.
 */
export async function pacedSend(send: () => Promise<void>): Promise<void> {
  // Pacing must never stop a booking: if the pace store cannot be read or written, send anyway.
  const lastSendAt = await get<unknown>(lastSendKey, paceStore()).catch(() => undefined);
  const delay = paceDelay(lastSendAt, Date.now());
  if (delay > 0) await sleep(delay);
  await markSendTime();
  try {
    await send();
  } finally {
    await markSendTime();
  }
}
