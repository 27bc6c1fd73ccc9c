// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFUSED_KEEP_MS } from '../../src/features/booking/outbox/outbox-policy';
import {
  deleteRecord,
  getRecord,
  listEntries,
  putRecord,
  type BookingParams,
} from '../../src/features/booking/outbox/outbox-store';
import { installFakeLocks } from './outbox-fake-locks';
import { bookingParams } from './outbox-test-setup';

// The page's sender is the EmailJS SDK; here a fake that each test answers as EmailJS would.
const sdk = vi.hoisted(() => ({ send: vi.fn<(params: BookingParams) => Promise<void>>() }));
vi.mock('@emailjs/browser', () => ({
  init: () => {},
  send: (_service: string, _template: string, params: BookingParams) => sdk.send(params),
}));
// No pacing, and retries after a few milliseconds instead of seconds; both have their own tests.
vi.mock('../../src/features/booking/outbox/outbox-policy', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  paceDelay: () => 0,
  backoffDelay: vi.fn(() => 10),
}));
const checkEmailConfig = vi.hoisted(() => vi.fn());
vi.mock('../../src/config/env', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  checkEmailConfig,
}));

const booking = (reference: string) => bookingParams(reference, { phone: '0722 000 000' });

/** The page's side of the outbox as a fresh page load has it (it starts once per load). */
const loadPage = async () => {
  vi.resetModules();
  return import('../../src/features/booking/outbox/outbox');
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
    const { startOutbox } = await loadPage();
    startOutbox();
    startOutbox();
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
    const { enqueueBooking, startOutbox } = await loadPage();
    await enqueueBooking(booking('BK-QUEUED'));
    sdk.send.mockResolvedValue();
    startOutbox();
    await vi.waitFor(async () => expect(await listEntries()).toEqual([]));
    expect(sdk.send).toHaveBeenCalledOnce();
  });

  it('after a transient failure tries again on the backoff timer, until EmailJS accepts it', async () => {
    const { enqueueBooking, retryQueuedBookings } = await loadPage();
    await enqueueBooking(booking('BK-RETRYA'));
    sdk.send.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue();
    const { backoffDelay } = await import('../../src/features/booking/outbox/outbox-policy');
    await retryQueuedBookings();
    expect(await getRecord('BK-RETRYA')).toMatchObject({ status: 'queued', attempts: 1 });
    expect(backoffDelay).toHaveBeenLastCalledWith(1);
    await vi.waitFor(async () => expect(await getRecord('BK-RETRYA')).toBeUndefined());
    expect(sdk.send).toHaveBeenCalledTimes(2);
  });

  /** A booking that has failed `attempts` times already, so its own backoff is a long one. */
  const queuedLongAgo = (reference: string, createdAt: number) =>
    putRecord({ reference, params: booking(reference), createdAt, attempts: 5, status: 'queued' });
  /** Retries: the first soon, any later one past this test's end (vi.waitFor gives up after 1 s). */
  const firstRetrySoon = async () => {
    const { backoffDelay } = await import('../../src/features/booking/outbox/outbox-policy');
    vi.mocked(backoffDelay).mockImplementation((attempts) => (attempts <= 1 ? 10 : 60_000));
  };

  it('a round that sends a booking tries the one that failed before it again soon, not at its backoff', async () => {
    const { retryQueuedBookings } = await loadPage();
    await firstRetrySoon();
    await queuedLongAgo('BK-FIRSTA', Date.now() - 2000);
    await queuedLongAgo('BK-SECOND', Date.now() - 1000);
    // The connection comes back between the two sends: the first fails, the second goes.
    sdk.send.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue();
    await retryQueuedBookings();
    expect(await getRecord('BK-SECOND')).toBeUndefined();
    expect(await getRecord('BK-FIRSTA')).toMatchObject({ status: 'queued', attempts: 6 });
    await vi.waitFor(async () => expect(await getRecord('BK-FIRSTA')).toBeUndefined());
  });

  it('a retry asked for during a round (back online) is not pushed out by the backoff the round ends with', async () => {
    const { retryQueuedBookings } = await loadPage();
    await firstRetrySoon();
    await queuedLongAgo('BK-ROUNDA', Date.now() - 1000);
    // A round under way, its send hanging as one does while the connection is gone.
    let failOffline = () => {};
    sdk.send
      .mockImplementationOnce(
        () => new Promise((_, reject) => (failOffline = () => reject(new TypeError('Failed to fetch')))),
      )
      .mockResolvedValue();
    const round = retryQueuedBookings();
    await vi.waitFor(() => expect(sdk.send).toHaveBeenCalledOnce());
    // Back online: the round holds the lock, so this asks for a retry soon.
    await retryQueuedBookings();
    failOffline();
    await round;
    await vi.waitFor(async () => expect(await getRecord('BK-ROUNDA')).toBeUndefined());
    expect(sdk.send).toHaveBeenCalledTimes(2);
  });

  it('sends a queued booking when the browser comes back online', async () => {
    const { enqueueBooking, startOutbox } = await loadPage();
    startOutbox();
    await vi.waitFor(() => expect(checkEmailConfig).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    await enqueueBooking(booking('BK-ONLINE'));
    sdk.send.mockResolvedValue();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await getRecord('BK-ONLINE')).toBeUndefined());
  });
});
