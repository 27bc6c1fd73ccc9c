import { describe, expect, it } from 'vitest';
import type { EndpointFault } from '../../tools/email-endpoint-faults';
import {
  alwaysFailingBooking,
  buildSchedule,
  faultFor,
  firstVisits,
  refusedWhileClosed,
  shortSoak,
} from '../soak/soak-schedule';

// The short soak that npm test runs (tests/e2e/booking-soak.spec.ts reads the same constant).
const { seed: shortSeed, bookings: shortBookings, weights: shortWeights } = shortSoak;

describe('soak schedule: the short soak', () => {
  it("meets every fault it has a weight for on the bookings' first attempts", () => {
    const met = new Set<EndpointFault>();
    for (let index = 0; index < shortBookings; index += 1)
      met.add(faultFor(shortSeed, index, 0, shortWeights));
    const weighted = Object.entries(shortWeights).flatMap(([fault, weight]) => (weight > 0 ? [fault] : []));
    expect([...met].sort()).toEqual(weighted.sort());
  });
});

describe('soak schedule: first visits with failing scripts', () => {
  it('places one per 50 bookings, at least one, never on the always-failing or a refused booking', () => {
    for (const [seed, bookings, count] of [
      [shortSeed, shortBookings, 1],
      [412724739, 200, 4],
      [7, 100, 2],
      [1, 3, 1],
    ] as const) {
      const visits = firstVisits(seed, bookings);
      expect(visits, `seed ${seed}, ${bookings} bookings`).toHaveLength(count);
      const taken = [alwaysFailingBooking(seed, bookings), ...refusedWhileClosed(seed, bookings)];
      for (const index of visits) {
        expect(taken).not.toContain(index);
        expect(index).toBeLessThan(bookings);
      }
      expect(new Set(visits).size).toBe(visits.length);
    }
  });

  it("replaces those bookings' plain submits, so the short soak's seed meets one, every booking still once", () => {
    const steps = buildSchedule(shortSeed, shortBookings, 3);
    const visits = steps.filter((step) => step.kind === 'first-visit');
    expect(visits.map((step) => step.index)).toEqual(firstVisits(shortSeed, shortBookings));
    const indexes = steps.flatMap((step) => (step.kind === 'offline' ? [] : [step.index]));
    expect(indexes.sort((a, b) => a - b)).toEqual([...Array(shortBookings).keys()]);
    // The seed's other disruptions stay: a network drop mid-run besides the one at the end.
    expect(steps.filter((step) => step.kind === 'offline').length).toBeGreaterThan(1);
  });
});
