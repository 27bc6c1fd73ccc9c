import type { EndpointFault } from '../../tools/email-endpoint-faults.ts';

/** A small, fast, seedable PRNG (mulberry32): the same seed gives the same numbers everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Relative weights of the endpoint's answers while faults are on. */
export type FaultWeights = Record<EndpointFault, number>;

/**
 * The full soak's mix: about one request in three is a fault. 400s are rare (each ends a booking
 * as "failed"), hangs rarer still (each holds the outbox for the client's whole timeout).
 */
export const fullFaultWeights: FaultWeights = {
  ok: 64,
  slow: 6,
  'server-error': 6,
  unavailable: 5,
  'rate-limited': 6,
  'bad-request': 1,
  reset: 5,
  hang: 1.5,
  'answer-lost': 5.5,
};

/**
 * The short soak that `npm test` runs (tests/e2e/booking-soak.spec.ts): no hangs, each of which
 * holds the outbox for the client's whole timeout. The seed is one whose first attempts meet every
 * other fault (tests/unit/soak-schedule.test.ts checks it), with a reload, a closed tab, a wait and
 * a drop mid-run, each fault on a plain submit away from a drop (so it meets the faults, not the
 * drain). Its size is about the fewest bookings such a seed was found for (30 took two and a half
 * minutes of the e2e run on two cores); volume is the full soak's, `npm run soak`.
 */
export const shortSoak = {
  seed: 274392,
  bookings: 14,
  weights: { ...fullFaultWeights, hang: 0 } satisfies FaultWeights,
};

function pick<T extends string>(weights: Record<T, number>, random: () => number): T {
  const entries = Object.entries(weights) as [T, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let point = random() * total;
  for (const [key, weight] of entries) {
    point -= weight;
    if (point < 0) return key;
  }
  const last = entries[entries.length - 1];
  if (!last) throw new Error('no weights');
  return last[0];
}

/**
 * The fault for the `attempt`-th request (0-based) the endpoint sees for booking `index`: a pure
 * function of the seed, so a replay gets the same faults whatever the timing of the run.
 */
export function faultFor(seed: number, index: number, attempt: number, weights: FaultWeights): EndpointFault {
  const random = seededRandom(
    (seed ^ Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(attempt + 1, 0x85ebca6b)) >>> 0,
  );
  random();
  return pick(weights, random);
}

/** What happens right after a booking is submitted in a tab. */
export type AfterSubmit =
  /** Go on with the next step at once. */
  | 'continue'
  /** Wait for the tab to show the outcome (sent, waiting or failed). */
  | 'wait'
  /** Reload the tab while the booking is being sent. */
  | 'reload'
  /** Close the tab while it is being sent, then fire a Background Sync at the service worker. */
  | 'close-and-sync';

export type SoakStep =
  | { kind: 'submit'; index: number; tab: number; pauseMs: number; after: AfterSubmit }
  /**
   * Submit booking `index` offline, close every tab, come back online and fire the Background Sync:
   * the service worker's send is refused (400) with no tab open; then open the tabs again (the
   * next visit), where the refusal must be shown.
   */
  | { kind: 'refuse-while-closed'; index: number; tab: number; pauseMs: number }
  /**
   * Booking `index` made on a first visit over a flaky connection: a fresh browser context (no
   * service worker, empty caches) where each of the app's script requests fails once (the entry
   * script the HTML names loads), and the visitor types and presses Book at once, possibly before
   * hydration (the held submit carries it out when the app starts). The visit's page stays open.
   */
  | { kind: 'first-visit'; index: number; pauseMs: number }
  /** Take the whole context off line for `ms`, while the schedule goes on. */
  | { kind: 'offline'; ms: number };

/** The whole schedule of a run: submits over `tabs` tabs, interleaved with network drops. */
export function buildSchedule(seed: number, bookings: number, tabs: number): SoakStep[] {
  const random = seededRandom(seed);
  const steps: SoakStep[] = [];
  for (let index = 0; index < bookings; index++) {
    if (random() < 0.07) steps.push({ kind: 'offline', ms: 1_500 + Math.floor(random() * 4_000) });
    const after = pick<AfterSubmit>({ continue: 70, wait: 16, reload: 8, 'close-and-sync': 6 }, random);
    steps.push({
      kind: 'submit',
      index,
      tab: Math.floor(random() * tabs),
      pauseMs: Math.floor(random() * 700),
      after,
    });
  }
  // Refusals while every tab is closed replace the plain submits of their bookings: no extra draw
  // from the seed, so a seed chosen for its other faults keeps them.
  // First visits likewise.
  const refusals = new Set(refusedWhileClosed(seed, bookings));
  const visits = new Set(firstVisits(seed, bookings));
  const placed = steps.map((step): SoakStep => {
    if (step.kind !== 'submit') return step;
    if (refusals.has(step.index)) {
      return { kind: 'refuse-while-closed', index: step.index, tab: step.tab, pauseMs: step.pauseMs };
    }
    if (visits.has(step.index)) return { kind: 'first-visit', index: step.index, pauseMs: step.pauseMs };
    return step;
  });
  // The network always drops once near the end, so "back on line" is an event every tab hears.
  placed.push({ kind: 'offline', ms: 2_000 });
  return placed;
}

/**
 * The one booking EmailJS fails (500) on every attempt while faults are on, as if something in it
 * upset the service: early in the run, so every later booking is submitted while it waits and
 * none may wait behind it. Sent in the drain, once faults are off.
 */
export function alwaysFailingBooking(seed: number, bookings: number): number {
  const random = seededRandom((seed ^ 0x5bd1e995) >>> 0);
  return Math.floor(random() * Math.max(1, Math.floor(bookings / 4)));
}

/** Bookings refused while every tab is closed: one at 40% of the run, and one at 80% from 100 bookings up. */
export function refusedWhileClosed(seed: number, bookings: number): number[] {
  const stuck = alwaysFailingBooking(seed, bookings);
  const at = bookings >= 100 ? [0.4, 0.8] : [0.4];
  return at
    .map((share) => Math.floor(bookings * share))
    .map((index) => (index === stuck ? index + 1 : index));
}

/**
 * Bookings made on a first visit whose script requests each fail once: one per 50 bookings (at
 * least one, so the short soak meets it whatever its seed), spread evenly over the run, never the
 * always-failing booking nor one refused while every tab is closed.
 */
export function firstVisits(seed: number, bookings: number): number[] {
  const taken = new Set([alwaysFailingBooking(seed, bookings), ...refusedWhileClosed(seed, bookings)]);
  const count = Math.max(1, Math.round(bookings / 50));
  const chosen: number[] = [];
  for (let k = 0; k < count; k++) {
    let index = Math.floor((bookings * (k + 0.5)) / count);
    while (taken.has(index)) index++;
    if (index >= bookings) continue;
    taken.add(index);
    chosen.push(index);
  }
  return chosen;
}
