// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flushOutbox } from '../../src/features/booking/outbox/flush-outbox';
import { enqueueBooking, readOutbox } from '../../src/features/booking/outbox/outbox';
import {
  ATTEMPTS_BEFORE_REASON,
  isWaitReasonKnown,
  REASON_AFTER_MS,
} from '../../src/features/booking/outbox/outbox-policy';
import { EmailResponseError } from '../../src/features/booking/outbox/send-booking';
import { useEmptyOutbox, bookingParams } from './outbox-test-setup';

// Whether the site's own server answers: each test says.
const siteAnswers = vi.hoisted(() => vi.fn<() => Promise<boolean>>());
vi.mock('../../src/lib/site-answers', () => ({ siteAnswers }));
vi.mock('../../src/features/booking/outbox/outbox-policy', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  paceDelay: () => 0,
}));

const booking = (reference: string) => bookingParams(reference);

const noAnswer = () => Promise.reject(new TypeError('Failed to fetch'));

useEmptyOutbox();
beforeEach(() => siteAnswers.mockReset());

describe('when the reason a booking waits is known', () => {
  const createdAt = 1_000_000;
  it('is not known before a failure, nor after one failure within the minute', () => {
    expect(isWaitReasonKnown({ attempts: 0, createdAt }, createdAt + 10 * REASON_AFTER_MS)).toBe(false);
    expect(isWaitReasonKnown({ attempts: 1, createdAt }, createdAt + REASON_AFTER_MS - 1)).toBe(false);
  });
  it('is known after two failures, or one failure and a minute', () => {
    expect(isWaitReasonKnown({ attempts: ATTEMPTS_BEFORE_REASON, createdAt }, createdAt)).toBe(true);
    expect(isWaitReasonKnown({ attempts: 1, createdAt }, createdAt + REASON_AFTER_MS)).toBe(true);
  });
});

describe('why a queued booking waits', () => {
  it('is "no connection" when the site itself does not answer either', async () => {
    siteAnswers.mockResolvedValue(false);
    await enqueueBooking(booking('BK-AAAAAA'));
    await flushOutbox(noAnswer);
    expect((await readOutbox()).waitReason).toBeUndefined();
    await flushOutbox(noAnswer);
    expect((await readOutbox()).waitReason).toBe('no-connection');
  });

  it('is "service unreachable" when the site answers and the send does not', async () => {
    siteAnswers.mockResolvedValue(true);
    await enqueueBooking(booking('BK-AAAAAA'));
    await flushOutbox(noAnswer);
    await flushOutbox(() => Promise.reject(new EmailResponseError(503, 'Service Unavailable')));
    expect((await readOutbox()).waitReason).toBe('service-unreachable');
  });

  it('is known after one failure once the booking has waited a minute', async () => {
    siteAnswers.mockResolvedValue(true);
    await enqueueBooking(booking('BK-AAAAAA'), 0);
    await flushOutbox(noAnswer);
    expect((await readOutbox(REASON_AFTER_MS - 1)).waitReason).toBeUndefined();
    expect((await readOutbox(REASON_AFTER_MS)).waitReason).toBe('service-unreachable');
  });

  it('follows the latest round: the connection back, the service still out of reach', async () => {
    siteAnswers.mockResolvedValue(false);
    await enqueueBooking(booking('BK-AAAAAA'));
    await flushOutbox(noAnswer);
    await flushOutbox(noAnswer);
    siteAnswers.mockResolvedValue(true);
    await flushOutbox(noAnswer);
    expect((await readOutbox()).waitReason).toBe('service-unreachable');
  });

  it('asks the site once a round, and not at all when the send succeeds or is refused', async () => {
    siteAnswers.mockResolvedValue(true);
    await enqueueBooking(booking('BK-AAAAAA'), 1);
    await enqueueBooking(booking('BK-BBBBBB'), 2);
    await flushOutbox(noAnswer);
    expect(siteAnswers).toHaveBeenCalledOnce();
    siteAnswers.mockClear();
    await flushOutbox((params) =>
      params.reference === 'BK-AAAAAA'
        ? Promise.reject(new EmailResponseError(400, 'The template ID is invalid'))
        : Promise.resolve(),
    );
    expect(siteAnswers).not.toHaveBeenCalled();
  });

  it('is none when nothing is queued', async () => {
    siteAnswers.mockResolvedValue(true);
    await enqueueBooking(booking('BK-AAAAAA'));
    await flushOutbox(noAnswer);
    await flushOutbox(noAnswer);
    await flushOutbox(() => Promise.resolve());
    expect(await readOutbox()).toMatchObject({ queued: [], waitReason: undefined });
  });
});
