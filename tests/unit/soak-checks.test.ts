import { describe, expect, it } from 'vitest';
import { checkSoak, type SoakRecord } from '../soak/soak-checks';
import type { EndpointRequest } from '../../tools/email-endpoint-plugin';

const request = (
  reference: string,
  arrivedAt: number,
  over: Partial<EndpointRequest> = {},
): EndpointRequest => ({
  reference,
  params: { reference },
  referer: 'http://localhost/booking?tab=t1',
  arrivedAt,
  fault: 'ok',
  recordedAt: arrivedAt + 1,
  end: { at: arrivedAt + 2, how: 'answered', status: 200 },
  ...over,
});

const run = (over: Partial<SoakRecord>): SoakRecord => ({
  issued: [{ index: 0, reference: 'BK-AAAAAA' }],
  unissued: [],
  requests: [request('BK-AAAAAA', 10_000)],
  seen: [],
  disruptions: [],
  outboxes: [{ tab: 't1', records: [] }],
  drainMs: 500,
  ...over,
});

describe('soak checks', () => {
  it('passes a clean run', () => {
    expect(checkSoak(run({})).failures).toEqual([]);
  });

  it('counts a booking the endpoint never recorded and no tab showed as failed as lost', () => {
    const summary = checkSoak(
      run({ requests: [request('BK-AAAAAA', 10_000, { fault: 'reset', recordedAt: undefined })] }),
    );
    expect(summary.lost).toEqual(['BK-AAAAAA']);
    expect(summary.failures).toHaveLength(1);
  });

  it('explains a repeat after a lost answer, and flags one sent again after a 200 was read', () => {
    const explained = checkSoak(
      run({
        requests: [request('BK-AAAAAA', 10_000, { fault: 'answer-lost' }), request('BK-AAAAAA', 12_000)],
      }),
    );
    expect(explained.duplicates).toEqual({ 'answer lost after acceptance': 1 });
    expect(explained.failures).toEqual([]);

    const unexplained = checkSoak(
      run({ requests: [request('BK-AAAAAA', 10_000), request('BK-AAAAAA', 12_000)] }),
    );
    expect(unexplained.unexplainedDuplicates).toEqual(['BK-AAAAAA']);
  });

  it('explains a repeat only by a cause on the copy that was accepted and then resent', () => {
    // The first copy was a clean 200 its sender read; the lost answer is on the second copy, which
    // cannot explain why the first was sent again.
    const summary = checkSoak(
      run({
        requests: [request('BK-AAAAAA', 10_000), request('BK-AAAAAA', 12_000, { fault: 'answer-lost' })],
      }),
    );
    expect(summary.unexplainedDuplicates).toEqual(['BK-AAAAAA']);
    expect(summary.duplicates).toEqual({ unexplained: 1 });
    expect(summary.failures).toHaveLength(1);

    // Three copies: the first lost its answer (explained), the second was clean and resent (not).
    const three = checkSoak(
      run({
        requests: [
          request('BK-AAAAAA', 10_000, { fault: 'answer-lost' }),
          request('BK-AAAAAA', 12_000),
          request('BK-AAAAAA', 14_000, { fault: 'answer-lost' }),
        ],
      }),
    );
    expect(three.duplicates).toEqual({ 'answer lost after acceptance': 1, unexplained: 1 });
  });

  it('explains a repeat when the sending tab was reloaded while its request was in flight', () => {
    const summary = checkSoak(
      run({
        requests: [request('BK-AAAAAA', 10_000), request('BK-AAAAAA', 12_000)],
        disruptions: [{ kind: 'reload', tab: 't1', at: 9_990 }],
      }),
    );
    expect(summary.duplicates).toEqual({ 'sender reloaded or closed before the answer': 1 });
  });

  it('flags a confirmation shown before the endpoint recorded the booking', () => {
    const summary = checkSoak(
      run({ seen: [{ kind: 'confirmed', reference: 'BK-AAAAAA', at: 10_000, contact: false, tab: 't1' }] }),
    );
    expect(summary.falseConfirmations).toHaveLength(1);
  });

  it('flags two requests within one second, a booking left waiting, and a 400 sent again', () => {
    const summary = checkSoak(
      run({
        issued: [
          { index: 0, reference: 'BK-AAAAAA' },
          { index: 1, reference: 'BK-BBBBBB' },
        ],
        requests: [
          request('BK-AAAAAA', 10_000, { fault: 'bad-request', recordedAt: undefined }),
          request('BK-BBBBBB', 10_500),
          request('BK-AAAAAA', 12_000),
        ],
        outboxes: [{ tab: 't1', records: [{ reference: 'BK-BBBBBB', status: 'pending' }] }],
      }),
    );
    expect(summary.maxPerSecond).toBe(2);
    expect(summary.pendingLeft).toEqual(['BK-BBBBBB']);
    expect(summary.failedWrongly).toHaveLength(1);
  });

  it('accepts a 400 sent again when the tab that sent it closed before reading it', () => {
    const summary = checkSoak(
      run({
        requests: [
          request('BK-AAAAAA', 10_000, { fault: 'bad-request', recordedAt: undefined }),
          request('BK-AAAAAA', 12_000, { referer: 'http://localhost/sw.js' }),
        ],
        disruptions: [{ kind: 'close', tab: 't1', at: 9_985 }],
      }),
    );
    expect(summary.failedWrongly).toEqual([]);
    expect(summary.failures).toEqual([]);
  });
});
