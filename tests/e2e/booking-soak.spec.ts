import { expect, test } from '@playwright/test';
import { runSoak } from '../soak/run-soak.ts';
import { fullFaultWeights } from '../soak/soak-schedule.ts';

// The short soak: the same run as `npm run soak`, with a fixed seed and about 30 bookings. Hangs
// are left out here: each holds the outbox for the client's full 20 s timeout, too long for
// `npm test`; the full soak has them.
const shortWeights = { ...fullFaultWeights, hang: 0 };
const seed = 20261123;

test('a seeded run of 30 bookings under faults, reloads, closed tabs and lost connections loses none', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { summary } = await runSoak({
    browser,
    seed,
    bookings: 30,
    weights: shortWeights,
    log: (line) => console.log(line),
    drainTimeoutMs: 60_000,
    reportDir: 'test-results/soak',
    pauseScale: 0.3,
  });
  expect(summary.failures).toEqual([]);
  expect(summary.bookings).toBe(30);
  // The run did meet the faults it is about.
  expect(summary.requests).toBeGreaterThan(30);
});
