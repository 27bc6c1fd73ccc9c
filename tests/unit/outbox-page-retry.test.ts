// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingParams } from '../../src/features/booking/outbox/booking-params';
import { deleteRecord, getRecord, listEntries, putRecord } from '../../src/features/booking/outbox/outbox-db';
import { enqueueBooking, REFUSED_KEEP_MS } from '../../src/features/booking/outbox/outbox-records';
import { installFakeLocks } from './outbox-fake-locks';

const sdk = vi.hoisted(() => ({ send: vi.fn<(params: BookingParams) => Promise<void>>() }));
vi.mock('../../src/features/booking/outbox/send-email-sdk', () => ({ sendWithSdk: sdk.send }));
vi.mock('../../src/features/booking/outbox/send-pace', () => ({
  pacedSend: (send: () => Promise<void>) => send(),
}));
// Retries come after a few milliseconds instead of seconds; the delays have their own tests.
vi.mock('../../src/features/booking/outbox/backoff', () => ({ backoffDelay: vi.fn(() => 10) }));
const checkEmailConfig = vi.hoisted(() => vi.fn());
vi.mock('../../src/config/env', () => ({ checkEmailConfig }));

const booking = (reference: string): BookingParams => ({
  name: 'Kiprop Langat',
  email: 'kiprop@example.com',
  phone: '0722 000 000',
  date: '2030-06-25',
  time: '10:00 AM',
  interest: 'Data Science',
  message: '',
  reference,
  requested_at: 'Mon, 23 Nov 2026, 19:35 EAT',
});

/** page-retry.ts as a fresh page load has it (it starts once per load). */
const loadPage = async () => {
  vi.resetModules();
  return import('../../src/features/booking/outbox/page-retry');
};

beforeAll(() => {
  installFakeLocks();
});

beforeEach(async () => {
  for (const entry of await listEntries()) await deleteRecord(entry.reference);
  sdk.send.mockReset();
  checkEmailConfig.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the page outbox', () => {
  it('starts once per page load: one configuration check, one set of listeners', async () => {
    const listen = vi.spyOn(window, 'addEventListener');
    const { startRetries } = await loadPage();
    startRetries();
    startRetries();
    await vi.waitFor(() => expect(listen.mock.calls.filter(([type]) => type === 'online')).toHaveLength(1));
    expect(checkEmailConfig).toHaveBeenCalledOnce();
  });

  it('on start, removes refused bookings past their time and sends the queued ones', async () => {
    const now = Date.now();
    await putRecord({
      reference: 'BK-OLDREF',
      params: booking('BK-OLDREF'),
      createdAt: now - REFUSED_KEEP_MS - 2000,
      attempts: 1,
      status: 'refused',
      refusedAt: now - REFUSED_KEEP_MS - 1000,
    });
    await enqueueBooking(booking('BK-QUEUED'));
    sdk.send.mockResolvedValue();
    const { startRetries } = await loadPage();
    startRetries();
    await vi.waitFor(async () => expect(await listEntries()).toEqual([]));
    expect(sdk.send).toHaveBeenCalledOnce();
  });

  it('after a transient failure tries again on the backoff timer, until EmailJS accepts it', async () => {
    await enqueueBooking(booking('BK-RETRYA'));
    sdk.send.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue();
    const { retryQueuedBookings } = await loadPage();
    const { backoffDelay } = await import('../../src/features/booking/outbox/backoff');
    await retryQueuedBookings();
    expect(await getRecord('BK-RETRYA')).toMatchObject({ status: 'queued', attempts: 1 });
    expect(backoffDelay).toHaveBeenLastCalledWith(1);
    await vi.waitFor(async () => expect(await getRecord('BK-RETRYA')).toBeUndefined());
    expect(sdk.send).toHaveBeenCalledTimes(2);
  });

  it('sends a queued booking when the browser comes back online', async () => {
    const { startRetries } = await loadPage();
    startRetries();
    await vi.waitFor(() => expect(checkEmailConfig).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    await enqueueBooking(booking('BK-ONLINE'));
    sdk.send.mockResolvedValue();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await getRecord('BK-ONLINE')).toBeUndefined());
  });
});
