import { expect, type Page } from '@playwright/test';
import {
  OUTBOX_DB_NAME,
  OUTBOX_LOCK_NAME,
  OUTBOX_STORE_NAME,
} from '../../src/features/booking/outbox/outbox-store.ts';

/** What the outbox is doing as a page of the site sees it: bookings waiting, and who has its lock. */
export interface OutboxActivity {
  /** References of the bookings waiting to be sent (not sent, not refused). */
  waiting: string[];
  /** A tab or the service worker holds the lock (sends under it), or is asking for it. */
  lock: 'free' | 'held' | 'asked for';
}

const names = { db: OUTBOX_DB_NAME, store: OUTBOX_STORE_NAME, lock: OUTBOX_LOCK_NAME };

export function outboxActivity(page: Page): Promise<OutboxActivity> {
  return page.evaluate(async ({ db: dbName, store, lock }) => {
    const { held = [], pending = [] } = await navigator.locks.query();
    const state = held.some((entry) => entry.name === lock)
      ? 'held'
      : pending.some((entry) => entry.name === lock)
        ? 'asked for'
        : 'free';
    const databases = await indexedDB.databases();
    if (!databases.some((entry) => entry.name === dbName)) return { waiting: [], lock: state };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(dbName);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error(`${dbName}: open failed`));
    });
    try {
      const objects = db.transaction(store).objectStore(store);
      const read = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error(`${store}: read failed`));
        });
      // Keys and values in the same (key) order, from one transaction.
      const [keys, records] = await Promise.all([read(objects.getAllKeys()), read(objects.getAll())]);
      // Waiting is 'queued' (outbox-store.ts): the outbox no longer reads older states' names.
      const waiting = keys.filter((_, index) => (records[index] as { status?: unknown }).status === 'queued');
      return { waiting: waiting.map(String), lock: state };
    } finally {
      db.close();
    }
  }, names);
}

/**
 * Waits until the page's outbox has started and made its first try (the `data-outbox` mark,
 * src/features/booking/outbox/outbox.ts, startOutbox) and the outbox is at rest: no booking waiting, no tab
 * or service worker holding or asking for the lock. Every send is of a booking read as waiting
 * inside the lock (flush-outbox.ts), so from here nothing is sent until a new booking: a check that
 * nothing (more) was sent counts then, where a fixed pause passed whenever the send came late.
 */
export async function outboxAtRest(page: Page): Promise<void> {
  await page.locator('html[data-outbox="started"]').waitFor({ state: 'attached' });
  await expect
    .poll(() => outboxActivity(page), { message: 'the booking outbox comes to rest' })
    .toEqual({ waiting: [], lock: 'free' });
}
