import { describe, expect, it } from 'vitest';
import { alwaysFailingBooking, buildSchedule, firstVisits, refusedWhileClosed } from '../soak/soak-schedule';

// The short soak's seed and size (tests/e2e/booking-soak.spec.ts): it must meet every fault.
const shortSeed = 20262195;
const shortBookings = 30;

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
