// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushOutbox, readOutboxEvent } from '../../src/features/booking/outbox/flush-outbox';
import { readOutbox } from '../../src/features/booking/outbox/outbox';
import {
  deleteRecord,
  listEntries,
  putRecord,
  readEntry,
  type OutboxRecord,
} from '../../src/features/booking/outbox/outbox-store';
import { installFakeLocks } from './outbox-fake-locks';

const params = (reference: string) => ({
  name: 'Mwangi Njoroge',
  email: 'mwangi@example.com',
  phone: '0733 000 000',
  campus: 'Nakuru Main Campus',
  date: '2030-06-25',
  time: '10:00 AM',
  interest: 'Networking',
  message: '',
  reference,
  requested_at: 'Mon, 23 Nov 2026, 19:35 EAT',
  language: 'English',
});

// Entries no build of the site writes (the site has never been live, so none is on a phone):
// statuses of a draft of the outbox, and one that is no status at all.
const foreign = ['pending', 'failed', 'lost'].map((status, i) => ({
  reference: `BK-FOREI${i}`,
  params: params(`BK-FOREI${i}`),
  createdAt: 1000 + i,
  attempts: 0,
  status,
}));

beforeAll(() => {
  installFakeLocks();
});

beforeEach(async () => {
  for (const entry of await listEntries()) await deleteRecord(entry.reference);
  for (const entry of foreign) await putRecord(entry as unknown as OutboxRecord);
});

describe('entries and events the outbox does not write', () => {
  it('are not read as bookings: neither listed as waiting nor as refused', async () => {
    expect(await readOutbox()).toEqual({ queued: [], refused: [] });
    for (const entry of foreign) expect(readEntry(entry)).toBeUndefined();
    expect(readEntry({ status: 'queued' })).toBeUndefined();
    expect(readEntry({ ...foreign[0], status: 'queued' })).toMatchObject({ status: 'queued' });
  });

  it('are never sent', async () => {
    const send = vi.fn(() => Promise.resolve());
    const report = await flushOutbox(send);
    expect(report).toMatchObject({ ran: true, sent: [], refused: [], queued: [] });
    expect(send).not.toHaveBeenCalled();
  });

  it("reads another context's message only under today's names, and ignores what is no event", () => {
    expect(readOutboxEvent({ type: 'failed', reference: 'BK-FAILED' })).toBeUndefined();
    expect(readOutboxEvent({ type: 'sent', reference: 'BK-PENDNG', late: true })).toEqual({
      type: 'sent',
      reference: 'BK-PENDNG',
      late: true,
    });
    expect(readOutboxEvent({ type: 'refused', reference: 'BK-PENDNG', late: 'yes' })).toBeUndefined();
    expect(readOutboxEvent({ type: 'exploded', reference: 'BK-PENDNG' })).toBeUndefined();
  });
});
