import { OUTBOX_LOCK_NAME } from './outbox-names';

/** Whether this browser has Web Locks; without them two tabs could send the same booking. */
export function hasOutboxLock(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.locks?.request === 'function';
}

/**
 * Runs `task` while holding the outbox lock, shared by every tab and the service worker of this
 * origin. With `wait: false` it returns `{ ran: false }` at once when someone else holds the lock:
 * they are already sending, so there is nothing to add.
 */
export async function withOutboxLock<T>(
  task: () => Promise<T>,
  { wait }: { wait: boolean },
): Promise<{ ran: true; value: T } | { ran: false }> {
  return navigator.locks.request(OUTBOX_LOCK_NAME, { ifAvailable: !wait }, async (lock) => {
    if (!lock) return { ran: false as const };
    return { ran: true as const, value: await task() };
  });
}
