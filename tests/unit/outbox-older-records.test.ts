// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushOutbox } from '../../src/features/booking/outbox/flush-outbox';
import {
  deleteRecord,
  fromStored,
  getRecord,
  listEntries,
} from '../../src/features/booking/outbox/outbox-db';
import { readOutboxEvent } from '../../src/features/booking/outbox/outbox-events';
import { OUTBOX_DB_NAME, OUTBOX_STORE_NAME } from '../../src/features/booking/outbox/outbox-names';
import { bookingState, readOutbox } from '../../src/features/booking/outbox/outbox-records';
import { installFakeLocks } from './outbox-fake-locks';

vi.mock('../../src/features/booking/outbox/send-pace', () => ({
  pacedSend: (send: () => Promise<void>) => send(),
}));

const params = (reference: string) => ({
  name: 'Mwangi Njoroge',
  email: 'mwangi@example.com',
  phone: '0733 000 000',
  date: '2030-06-25',
  time: '10:00 AM',
  interest: 'Networking',
  message: '',
  reference,
});

// Records exactly as the version before the one set of state names wrote them.
const older = {
  pending: {
    reference: 'BK-PENDNG',
    params: params('BK-PENDNG'),
    createdAt: 1000,
    attempts: 2,
    status: 'pending',
  },
  failed: {
    reference: 'BK-FAILED',
    params: params('BK-FAILED'),
    createdAt: Date.now() - 2000,
    attempts: 1,
    status: 'failed',
    failedAt: Date.now() - 1000,
  },
};

beforeAll(() => {
  installFakeLocks();
});

beforeEach(async () => {
  for (const entry of await listEntries()) await deleteRecord(entry.reference);
  const store = createStore(OUTBOX_DB_NAME, OUTBOX_STORE_NAME);
  await set(older.pending.reference, older.pending, store);
  await set(older.failed.reference, older.failed, store);
});

describe('records and events from an older version', () => {
  it("reads 'pending' as queued and 'failed' (with failedAt) as refused", async () => {
    expect(await bookingState('BK-PENDNG')).toBe('queued');
    expect(await bookingState('BK-FAILED')).toBe('refused');
    const contents = await readOutbox();
    expect(contents.queued).toEqual(['BK-PENDNG']);
    expect(contents.refused).toMatchObject([{ reference: 'BK-FAILED', refusedAt: older.failed.failedAt }]);
    expect(fromStored({ reference: 'BK-XXXXXX', status: 'lost' })).toBeUndefined();
  });

  it('sends an older queued booking, and leaves the older refused one alone', async () => {
    const send = vi.fn(() => Promise.resolve());
    const report = await flushOutbox(send);
    expect(report.sent).toEqual(['BK-PENDNG']);
    expect(send).toHaveBeenCalledOnce();
    expect(await getRecord('BK-FAILED')).toMatchObject({
      status: 'refused',
      refusedAt: older.failed.failedAt,
    });
  });

  it("reads an older tab's 'failed' event as refused, and ignores what is no event", () => {
    expect(readOutboxEvent({ type: 'failed', reference: 'BK-FAILED' })).toEqual({
      type: 'refused',
      reference: 'BK-FAILED',
    });
    expect(readOutboxEvent({ type: 'sent', reference: 'BK-PENDNG', late: true })).toEqual({
      type: 'sent',
      reference: 'BK-PENDNG',
      late: true,
    });
    expect(readOutboxEvent({ type: 'exploded', reference: 'BK-PENDNG' })).toBeUndefined();
  });
});
