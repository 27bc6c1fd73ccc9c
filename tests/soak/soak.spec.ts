import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { runSoak } from './run-soak.ts';
import { fullFaultWeights } from './soak-schedule.ts';

const seed = process.env.SOAK_SEED ? Number(process.env.SOAK_SEED) : randomInt(2 ** 31);
const bookings = Number(process.env.SOAK_BOOKINGS ?? 200);

test(`soak: ${bookings} bookings under random faults lose nothing and never confirm falsely`, async ({
  browser,
}) => {
  const { summary } = await runSoak({
    browser,
    seed,
    bookings,
    weights: fullFaultWeights,
    log: (line) => console.log(line),
    reportDir: 'test-results/soak',
  });
  expect(summary.failures).toEqual([]);
});
