import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { subscribeOutbox, type OutboxEvent } from '../../src/features/booking/outbox/flush-outbox';
import { deleteRecord, listEntries } from '../../src/features/booking/outbox/outbox-store';
import { installFakeLocks } from './outbox-fake-locks';

/**
 * Each test of the file starts with an empty outbox (fake-indexeddb, fake Web Locks) and a quiet
 * console; the returned list holds the outbox events of the current test.
 */
export function useEmptyOutbox(): OutboxEvent[] {
  const events: OutboxEvent[] = [];
  let unsubscribe = () => {};
  beforeAll(() => {
    installFakeLocks();
  });
  beforeEach(async () => {
    for (const entry of await listEntries()) await deleteRecord(entry.reference);
    events.length = 0;
    unsubscribe = subscribeOutbox((event) => events.push(event));
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    unsubscribe();
    vi.restoreAllMocks();
  });
  return events;
}
