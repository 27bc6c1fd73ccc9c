// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { flushOutbox, pacedSend } from '../../src/features/booking/outbox/flush-outbox';
import { enqueueBooking } from '../../src/features/booking/outbox/outbox';
import { MIN_SEND_INTERVAL_MS, paceDelay } from '../../src/features/booking/outbox/outbox-policy';
import { listRecords, OUTBOX_DB_NAME, readPaceMark } from '../../src/features/booking/outbox/outbox-store';
import { installFakeLocks } from './outbox-fake-locks';
import { bookingParams } from './outbox-test-setup';

const booking = (reference: string) =>
  bookingParams(reference, {
    name: 'Wanjiku Kamau',
    email: 'wanjiku@example.com',
    phone: '+254 700 000 000',
    interest: 'Cybersecurity',
    message: 'Evening classes?',
  });

beforeAll(() => {
  installFakeLocks();
});

describe('send pacing', () => {
  it('waits out the rest of the interval after the last send, and never longer than the interval', () => {
    expect(paceDelay(undefined, 10_000)).toBe(0);
    expect(paceDelay('garbage', 10_000)).toBe(0);
    expect(paceDelay(10_000 - MIN_SEND_INTERVAL_MS - 1, 10_000)).toBe(0);
    expect(paceDelay(10_000 - 200, 10_000)).toBe(MIN_SEND_INTERVAL_MS - 200);
    expect(paceDelay(10_000, 10_000)).toBe(MIN_SEND_INTERVAL_MS);
    // The clock was set back an hour after the last send: wait one interval, not an hour.
    expect(paceDelay(10_000 + 3_600_000, 10_000)).toBe(MIN_SEND_INTERVAL_MS);
  });

  it('keeps at least the interval between the end of one send and the start of the next (tabs and the worker)', async () => {
    // The second slot is taken by a flush with no memory of the first: only IndexedDB links them.
    let firstEnded = 0;
    let secondStarted = 0;
    await pacedSend(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      firstEnded = Date.now();
    });
    await pacedSend(() => {
      secondStarted = Date.now();
      return Promise.resolve();
    });
    // Counted from the end of the first send (its answer), not from its start.
    expect(secondStarted - firstEnded).toBeGreaterThanOrEqual(MIN_SEND_INTERVAL_MS - 5);
    expect(await readPaceMark()).toBeGreaterThanOrEqual(secondStarted);
    // The mark is kept beside the bookings: the outbox opens one database.
    expect((await indexedDB.databases()).map((database) => database.name)).toEqual([OUTBOX_DB_NAME]);
  });

  it('spaces every send of one flush, under the lock', async () => {
    for (const [i, reference] of ['BK-AAAAAA', 'BK-BBBBBB', 'BK-CCCCCC'].entries()) {
      await enqueueBooking(booking(reference), i);
    }
    const sentAt: number[] = [];
    await Promise.all([
      flushOutbox(() => {
        sentAt.push(Date.now());
        return Promise.resolve();
      }),
      flushOutbox(() => {
        sentAt.push(Date.now());
        return Promise.resolve();
      }),
    ]);
    expect(sentAt).toHaveLength(3);
    const gaps = sentAt.slice(1).map((time, i) => time - (sentAt[i] ?? 0));
    // A send starts a few milliseconds after its slot is recorded; the slots themselves are exact.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(MIN_SEND_INTERVAL_MS - 50);
    expect(await listRecords()).toEqual([]);
  });
});
