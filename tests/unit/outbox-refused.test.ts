// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expireOutbox, flushOutbox } from '../../src/features/booking/outbox/flush-outbox';
import {
  dismissRefusedBooking,
  enqueueBooking,
  readOutbox,
  removeRefusedBooking,
} from '../../src/features/booking/outbox/outbox';
import { REFUSED_KEEP_MS } from '../../src/features/booking/outbox/outbox-policy';
import {
  deleteRecord,
  listEntries,
  putSentMark,
  type BookingParams,
} from '../../src/features/booking/outbox/outbox-store';
import { EmailResponseError } from '../../src/features/booking/outbox/send-booking';
import { installFakeLocks } from './outbox-fake-locks';
import { bookingParams } from './outbox-test-setup';

vi.mock('../../src/features/booking/outbox/outbox-policy', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  paceDelay: () => 0,
}));

const booking = (reference: string) =>
  bookingParams(reference, {
    name: 'Otieno Odhiambo',
    email: 'otieno@example.com',
    phone: '0712 345 678',
    date: '2030-07-10',
    time: '1:00 PM',
  });

const day = 24 * 60 * 60 * 1000;
const refusedOn = Date.UTC(2030, 0, 1);

/** A booking EmailJS refused (400) at `refusedOn`, as the page or the worker would leave it. */
async function refuse(reference: string): Promise<void> {
  await enqueueBooking(booking(reference), refusedOn - 1000);
  await flushOutbox(() => Promise.reject(new EmailResponseError(400, 'The template ID is invalid')), {
    now: () => refusedOn,
  });
}

beforeAll(() => {
  installFakeLocks();
});

beforeEach(async () => {
  for (const entry of await listEntries()) await deleteRecord(entry.reference);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a refused booking on the device', () => {
  it('is listed for its visitor with the details the contact links carry', async () => {
    await refuse('BK-AAAAAA');
    const values: Partial<BookingParams> = { ...booking('BK-AAAAAA') };
    delete values.reference;
    delete values.requested_at;
    delete values.language;
    expect(await readOutbox(refusedOn + day)).toEqual({
      queued: [],
      refused: [{ reference: 'BK-AAAAAA', values, refusedAt: refusedOn, dismissed: false }],
    });
  });

  it('expires 30 days after the refusal, and not a moment before', async () => {
    await refuse('BK-AAAAAA');
    await expireOutbox(refusedOn + REFUSED_KEEP_MS - 1);
    expect((await readOutbox(refusedOn + REFUSED_KEEP_MS - 1)).refused).toHaveLength(1);
    expect(REFUSED_KEEP_MS).toBe(30 * day);

    // Past the 30 days it is no longer shown even before the clean-up has run...
    expect((await readOutbox(refusedOn + REFUSED_KEEP_MS)).refused).toEqual([]);
    // ...and the clean-up removes it from the device.
    await expireOutbox(refusedOn + REFUSED_KEEP_MS);
    expect(await listEntries()).toEqual([]);
  });

  it('never expires a booking still waiting to be sent, however old', async () => {
    await enqueueBooking(booking('BK-BBBBBB'), refusedOn);
    await expireOutbox(refusedOn + 365 * day);
    expect((await readOutbox(refusedOn + 365 * day)).queued).toEqual([
      expect.objectContaining({ reference: 'BK-BBBBBB' }),
    ]);
  });

  it('is removed at its visitor’s request; a waiting booking cannot be removed that way', async () => {
    await refuse('BK-AAAAAA');
    await enqueueBooking(booking('BK-BBBBBB'));
    await removeRefusedBooking('BK-AAAAAA');
    await removeRefusedBooking('BK-BBBBBB');
    expect((await listEntries()).map((entry) => entry.reference)).toEqual(['BK-BBBBBB']);
  });

  it('stays listed but dismissed once its visitor dismisses the notice', async () => {
    await refuse('BK-AAAAAA');
    await dismissRefusedBooking('BK-AAAAAA');
    expect((await readOutbox(refusedOn)).refused).toMatchObject([
      { reference: 'BK-AAAAAA', dismissed: true },
    ]);
  });

  it('leaves nothing personal once sent: sent marks are cleared at the next start', async () => {
    await putSentMark('BK-CCCCCC', refusedOn);
    expect(await readOutbox(refusedOn)).toEqual({ queued: [], refused: [] });
    await expireOutbox(refusedOn);
    expect(await listEntries()).toEqual([]);
  });
});
