import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { subscribeOutbox, type OutboxEvent } from '../../src/features/booking/outbox/flush-outbox';
import {
  deleteRecord,
  listEntries,
  type BookingParams,
} from '../../src/features/booking/outbox/outbox-store';
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

/** A booking as the form hands it to the outbox, with `reference` and whatever a test sets apart. */
export const bookingParams = (reference: string, details: Partial<BookingParams> = {}): BookingParams => ({
  name: 'Kiprop Langat',
  email: 'kiprop@example.com',
  phone: '+254722000000',
  campus: 'Nakuru Main Campus',
  date: '2030-06-25',
  time: '10:00 AM',
  interest: 'Data Science',
  message: '',
  reference,
  requested_at: 'Mon, 23 Nov 2026, 19:35 EAT',
  language: 'English',
  ...details,
});
