import { expect, test } from '@playwright/test';
import type { EndpointFault } from '../../tools/email-endpoint-faults.ts';
import { runSoak } from '../soak/run-soak.ts';
import { shortSoak } from '../soak/soak-schedule.ts';

// The short soak: the same run as `npm run soak`, its seed and size from shortSoak. Every run also
// has one booking that always fails (500) while faults are on, one refused (400) while every tab
// is closed, and a first visit whose app scripts each fail once, booked at once (soak-schedule.ts).
const { seed, bookings, weights: shortWeights } = shortSoak;

// Tagged: its closed tabs are sent by Background Sync, which only the full browser has.
test(
  `a seeded run of ${bookings} bookings under faults, reloads, closed tabs and lost connections loses none`,
  { tag: '@background-sync' },
  async ({ browser }) => {
    // About a minute and a half on a busy 2-core machine, set-up and drain included.
    test.setTimeout(150_000);
    const { summary, actions } = await runSoak({
      browser,
      seed,
      bookings,
      weights: shortWeights,
      log: (line) => console.log(line),
      drainTimeoutMs: 60_000,
      reportDir: 'test-results/soak',
      pauseScale: 0.3,
    });
    expect(summary.failures).toEqual([]);
    expect(summary.bookings).toBe(bookings);
    // The run did meet the faults and disruptions it is about. Which requests arrive while the
    // faults are on depends on timing (a booking held back by a drop or a reload is sent in the
    // drain, faults off), so this asks for the kinds of fault, not each one.
    const faults = (...kinds: EndpointFault[]) =>
      kinds.reduce((sum, kind) => sum + (summary.faults[kind] ?? 0), 0);
    expect(
      faults('server-error', 'unavailable', 'rate-limited', 'reset'),
      'failures to retry',
    ).toBeGreaterThan(2);
    expect(faults('answer-lost'), 'accepted, answer lost').toBeGreaterThan(0);
    expect(faults('ok', 'slow'), 'accepted').toBeGreaterThan(bookings / 2);
    expect(actions.reloads).toBeGreaterThan(0);
    expect(actions['closes + syncs']).toBeGreaterThan(0);
    // One drop in the run, besides the one every run ends with.
    expect(actions['offline periods']).toBeGreaterThan(1);
    // A refusal while every tab was closed, shown on the next visit (a failure above otherwise).
    expect(actions['refusals while closed']).toBe(1);
    expect(summary.refusedWhileClosed).toHaveLength(1);
    // The always-failing booking failed with others waiting, and the sender went on with them.
    expect(summary.behindStuck.checked, 'failures of the always-failing booking judged').toBeGreaterThan(0);
    // A first visit whose scripts each failed once, its booking delivered (a failure above otherwise).
    expect(summary.firstVisits.visits).toBe(1);
    expect(summary.firstVisits.scriptsFailed, 'script requests failed').toBeGreaterThan(0);
    expect(summary.firstVisits.delivered).toBe(1);
  },
);
