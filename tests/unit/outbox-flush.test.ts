// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { flushOutbox } from '../../src/features/booking/outbox/flush-outbox';
import { enqueueBooking } from '../../src/features/booking/outbox/outbox';
import { TRANSIENT_FAILURES_BEFORE_STOP } from '../../src/features/booking/outbox/outbox-policy';
import {
  deleteRecord,
  getRecord,
  listEntries,
  listRecords,
  putRecord,
  type BookingParams,
} from '../../src/features/booking/outbox/outbox-store';
import { EmailResponseError } from '../../src/features/booking/outbox/send-booking';
import { useEmptyOutbox } from './outbox-test-setup';

// Pacing has its own tests (outbox-send-pace.test.ts); here it would only make each test wait.
vi.mock('../../src/features/booking/outbox/outbox-policy', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  paceDelay: () => 0,
}));

const hostile = '<img src=x onerror=alert(1)>';

const booking = (reference: string, overrides: Partial<BookingParams> = {}): BookingParams => ({
  name: 'Wanjiku Kamau',
  email: 'wanjiku@example.com',
  phone: '+254 700 000 000',
  campus: 'Nakuru Main Campus',
  date: '2030-06-25',
  time: '10:00 AM',
  interest: 'Cybersecurity',
  message: 'Evening classes?',
  reference,
  requested_at: 'Mon, 23 Nov 2026, 19:35 EAT',
  language: 'English',
  ...overrides,
});

// The storage failing as a full or damaged disk would, at the IndexedDB level.
const failStorage = (method: 'delete' | 'put') =>
  vi.spyOn(IDBObjectStore.prototype, method).mockImplementation(() => {
    throw new DOMException('The disk is full', 'QuotaExceededError');
  });

const events = useEmptyOutbox();

describe('outbox', () => {
  it('keeps an enqueued booking as pending with no attempts', async () => {
    await enqueueBooking(booking('BK-AAAAAA'), 1000);
    expect(await getRecord('BK-AAAAAA')).toEqual({
      reference: 'BK-AAAAAA',
      params: booking('BK-AAAAAA'),
      createdAt: 1000,
      attempts: 0,
      status: 'queued',
    });
  });

  it('deletes a booking only after the sender resolved, and says it was sent', async () => {
    await enqueueBooking(booking('BK-AAAAAA'));
    let seenDuringSend: unknown;
    const send = vi.fn(async () => {
      seenDuringSend = await getRecord('BK-AAAAAA');
    });

    const report = await flushOutbox(send);

    expect(send).toHaveBeenCalledWith(booking('BK-AAAAAA'));
    expect(seenDuringSend).toMatchObject({ reference: 'BK-AAAAAA', status: 'queued' });
    expect(await getRecord('BK-AAAAAA')).toBeUndefined();
    expect(report.sent).toEqual(['BK-AAAAAA']);
    expect(events).toEqual([{ type: 'sent', reference: 'BK-AAAAAA', late: false }]);
  });

  it('sends the oldest booking first', async () => {
    await enqueueBooking(booking('BK-BBBBBB'), 2000);
    await enqueueBooking(booking('BK-AAAAAA'), 1000);
    const order: string[] = [];
    await flushOutbox((params) => {
      order.push(params.reference);
      return Promise.resolve();
    });
    expect(order).toEqual(['BK-AAAAAA', 'BK-BBBBBB']);
  });

  it('keeps a booking after a transient failure, counts the attempt and logs with the prefix', async () => {
    await enqueueBooking(booking('BK-AAAAAA'));
    const report = await flushOutbox(() => Promise.reject(new TypeError('Failed to fetch')));

    expect(await getRecord('BK-AAAAAA')).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'network error: Failed to fetch',
    });
    expect(report.queued).toEqual([{ reference: 'BK-AAAAAA', attempts: 1 }]);
    // Still queued, told again so the notices read why it waits.
    expect(events).toEqual([{ type: 'queued', reference: 'BK-AAAAAA' }]);
    expect(vi.mocked(console.error).mock.calls[0]?.[0]).toMatch(/^Error sending email/);
  });

  it('goes on with the next booking after one transient failure (one booking cannot hold back another)', async () => {
    await enqueueBooking(booking('BK-AAAAAA'), 1000);
    await enqueueBooking(booking('BK-BBBBBB'), 2000);
    const send = vi.fn((params: BookingParams) =>
      params.reference === 'BK-AAAAAA'
        ? Promise.reject(new EmailResponseError(500, 'Internal Server Error'))
        : Promise.resolve(),
    );
    const report = await flushOutbox(send);
    expect(send).toHaveBeenCalledTimes(2);
    expect(report.sent).toEqual(['BK-BBBBBB']);
    expect(report.queued).toEqual([{ reference: 'BK-AAAAAA', attempts: 1 }]);
    expect(await getRecord('BK-AAAAAA')).toMatchObject({ status: 'queued', attempts: 1 });
    expect(await getRecord('BK-BBBBBB')).toBeUndefined();
  });

  it(`stops after ${TRANSIENT_FAILURES_BEFORE_STOP} transient failures in a row, leaving later bookings untouched`, async () => {
    await enqueueBooking(booking('BK-AAAAAA'), 1000);
    await enqueueBooking(booking('BK-BBBBBB'), 2000);
    await enqueueBooking(booking('BK-CCCCCC'), 3000);
    const send = vi.fn(() => Promise.reject(new EmailResponseError(503, 'Service Unavailable')));
    const report = await flushOutbox(send);
    expect(send).toHaveBeenCalledTimes(2);
    expect(report.queued).toEqual([
      { reference: 'BK-AAAAAA', attempts: 1 },
      { reference: 'BK-BBBBBB', attempts: 1 },
      { reference: 'BK-CCCCCC', attempts: 0 },
    ]);
    expect(await getRecord('BK-CCCCCC')).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('counts only failures in a row: a success between two failures resets the count', async () => {
    for (const [i, reference] of ['BK-AAAAAA', 'BK-BBBBBB', 'BK-CCCCCC', 'BK-DDDDDD'].entries()) {
      await enqueueBooking(booking(reference), i);
    }
    const failing = new Set(['BK-AAAAAA', 'BK-CCCCCC']);
    const send = vi.fn((params: BookingParams) =>
      failing.has(params.reference) ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(),
    );
    const report = await flushOutbox(send);
    expect(send).toHaveBeenCalledTimes(4);
    expect(report.sent).toEqual(['BK-BBBBBB', 'BK-DDDDDD']);
    expect(report.queued.map((item) => item.reference)).toEqual(['BK-AAAAAA', 'BK-CCCCCC']);
  });

  it('counts a 2xx followed by a storage error as sent, and never sends that booking again', async () => {
    await enqueueBooking(booking('BK-AAAAAA'));
    const deleteSpy = failStorage('delete');
    const send = vi.fn(async () => {});

    const report = await flushOutbox(send);
    expect(report.sent).toEqual(['BK-AAAAAA']);
    expect(report.queued).toEqual([]);
    expect(events).toEqual([{ type: 'sent', reference: 'BK-AAAAAA', late: false }]);
    // The booking's details are gone: only a sent mark with its reference is left.
    expect(await listEntries()).toEqual([
      { reference: 'BK-AAAAAA', status: 'sent', sentAt: expect.any(Number) as unknown },
    ]);
    expect(await getRecord('BK-AAAAAA')).toBeUndefined();

    await flushOutbox(send);
    expect(send).toHaveBeenCalledTimes(1);
    deleteSpy.mockRestore();
  });

  it('never sends again a booking accepted in this context even if storage could neither delete nor mark it', async () => {
    await enqueueBooking(booking('BK-ZZZZZZ'));
    failStorage('delete');
    failStorage('put');
    const send = vi.fn(async () => {});

    expect((await flushOutbox(send)).sent).toEqual(['BK-ZZZZZZ']);
    // The record is still there as queued (storage failed), but this context knows it was accepted.
    expect(await getRecord('BK-ZZZZZZ')).toMatchObject({ status: 'queued' });
    await flushOutbox(send);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('says a booking sent after its preferred date was late', async () => {
    await enqueueBooking(booking('BK-AAAAAA', { date: '2030-06-25' }));
    await flushOutbox(async () => {}, { now: () => new Date('2030-06-26T09:00:00').getTime() });
    expect(events).toEqual([{ type: 'sent', reference: 'BK-AAAAAA', late: true }]);
  });

  it('refuses, never sends, a record missing a field every build writes (requested_at, language)', async () => {
    const partial = [
      { ...booking('BK-NOFLD0'), requested_at: undefined },
      { ...booking('BK-NOFLD1'), language: undefined },
    ];
    for (const [i, params] of partial.entries()) {
      const { reference } = params;
      await putRecord({
        reference,
        params: params as unknown as BookingParams,
        createdAt: i,
        attempts: 0,
        status: 'queued',
      });
    }
    const send = vi.fn(async () => {});
    const report = await flushOutbox(send);
    expect(send).not.toHaveBeenCalled();
    expect(report.refused).toEqual(['BK-NOFLD0', 'BK-NOFLD1']);
  });

  it('marks a permanently refused booking refused, keeps it, and goes on with the next', async () => {
    await enqueueBooking(booking('BK-AAAAAA'), 1000);
    await enqueueBooking(booking('BK-BBBBBB'), 2000);
    const send = vi.fn((params: BookingParams) =>
      params.reference === 'BK-AAAAAA'
        ? Promise.reject(new EmailResponseError(400, 'The template ID is invalid'))
        : Promise.resolve(),
    );

    const report = await flushOutbox(send);

    expect(await getRecord('BK-AAAAAA')).toMatchObject({
      status: 'refused',
      attempts: 1,
      lastError: 'HTTP 400: The template ID is invalid',
    });
    expect(await getRecord('BK-BBBBBB')).toBeUndefined();
    expect(report).toMatchObject({ refused: ['BK-AAAAAA'], sent: ['BK-BBBBBB'] });
    expect(events).toEqual([
      { type: 'refused', reference: 'BK-AAAAAA' },
      { type: 'sent', reference: 'BK-BBBBBB', late: false },
    ]);
    // A refused booking is not sent again by the next flush.
    send.mockClear();
    await flushOutbox(send);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends each booking once when several flushes run at the same time (two tabs and the worker)', async () => {
    for (const [i, reference] of ['BK-AAAAAA', 'BK-BBBBBB', 'BK-CCCCCC'].entries()) {
      await enqueueBooking(booking(reference), i);
    }
    const sent: string[] = [];
    const slowSend = async (params: BookingParams) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(params.reference);
    };

    const reports = await Promise.all([
      flushOutbox(slowSend),
      flushOutbox(slowSend),
      flushOutbox(slowSend, { wait: false }),
      flushOutbox(slowSend),
    ]);

    expect(sent.sort()).toEqual(['BK-AAAAAA', 'BK-BBBBBB', 'BK-CCCCCC']);
    expect(reports.flatMap((report) => report.sent).sort()).toEqual(['BK-AAAAAA', 'BK-BBBBBB', 'BK-CCCCCC']);
    // The one that would not wait found the lock taken and did nothing.
    expect(reports[2].ran).toBe(false);
    expect(await listRecords()).toEqual([]);
  });

  it('skips a booking deleted by another sender after the list was read', async () => {
    await enqueueBooking(booking('BK-AAAAAA'), 1);
    await enqueueBooking(booking('BK-BBBBBB'), 2);
    const sent: string[] = [];
    await flushOutbox(async (params) => {
      sent.push(params.reference);
      // As if another context had sent and deleted the second booking meanwhile.
      await deleteRecord('BK-BBBBBB');
    });
    expect(sent).toEqual(['BK-AAAAAA']);
  });

  it('stores and sends hostile text exactly as typed, as text', async () => {
    const params = booking('BK-AAAAAA', {
      name: hostile,
      phone: '<svg/onload=alert()>',
      message: `${hostile}"'\u0000`,
    });
    await enqueueBooking(params);
    expect((await getRecord('BK-AAAAAA'))?.params).toEqual(params);
    const send = vi.fn(async () => {});
    await flushOutbox(send);
    expect(send).toHaveBeenCalledWith(params);
  });

  it('refuses a damaged record instead of sending it', async () => {
    const damaged = { ...booking('BK-DAMAGE'), name: 42 } as unknown as BookingParams;
    await putRecord({
      reference: 'BK-DAMAGE',
      params: damaged,
      createdAt: 1,
      attempts: 0,
      status: 'queued',
    });
    const send = vi.fn(async () => {});
    const report = await flushOutbox(send);
    expect(send).not.toHaveBeenCalled();
    expect(report.refused).toEqual(['BK-DAMAGE']);
    expect(await getRecord('BK-DAMAGE')).toMatchObject({
      status: 'refused',
      lastError: 'the stored booking is malformed',
    });
  });
});
