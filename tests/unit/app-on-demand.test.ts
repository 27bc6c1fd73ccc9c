// @vitest-environment jsdom
// What the clock decides on a page whose app waits (src/lib/app-on-demand.ts): the server's markup
// says how long it stays true, and the first load needs the app once the clock leaves that span.
import { describe, expect, it } from 'vitest';
import { datesHold, holdsWhile, momentDatesHold } from '../../src/lib/app-on-demand';

const ends = [1_000, 2_000, 3_000];

function pageAt(buildTime: number, boundaries: readonly number[]) {
  const root = document.createElement('div');
  const part = document.createElement('div');
  for (const [name, value] of Object.entries(holdsWhile(buildTime, boundaries)))
    part.setAttribute(name, value);
  root.append(part);
  return root;
}

describe('dates a page shows, and until when they hold', () => {
  it('holds from the last end at or before the build until the next end after it', () => {
    const page = pageAt(1_500, ends);
    expect(datesHold(page, 1_000)).toBe(true);
    expect(datesHold(page, 1_999)).toBe(true);
    // An event ends: it moves to the past.
    expect(datesHold(page, 2_000)).toBe(false);
    // A clock behind the build: an event the build saw end is upcoming again.
    expect(datesHold(page, 999)).toBe(false);
  });

  it('holds for ever either side of every date, and with no dates at all', () => {
    expect(datesHold(pageAt(0, ends), -1e15)).toBe(true);
    expect(datesHold(pageAt(0, ends), 1_000)).toBe(false);
    expect(datesHold(pageAt(5_000, ends), 1e15)).toBe(true);
    expect(datesHold(pageAt(5_000, ends), 2_999)).toBe(false);
    expect(datesHold(pageAt(5_000, []), 0)).toBe(true);
  });

  it('holds on a page with nothing dated, and not where any dated part has stopped', () => {
    expect(datesHold(document.createElement('div'), Date.now())).toBe(true);
    const page = pageAt(1_500, ends);
    page.append(...pageAt(2_500, ends).children);
    expect(datesHold(page, 1_800)).toBe(false);
  });

  it.each([-1e15, 0, 999, 1_000, 1_500, 2_999, 3_000, 1e15])(
    'gives the app a moment at which a page built at %d shows what it shows, to hydrate with',
    (buildTime) => {
      // Two dated parts, as a page of intakes and their count would have.
      const page = pageAt(buildTime, ends);
      page.append(...pageAt(buildTime, [ends[1] ?? 0]).children);
      const moment = momentDatesHold(page, 7_777);
      expect(datesHold(page, moment)).toBe(true);
      expect(holdsWhile(moment, ends)).toEqual(holdsWhile(buildTime, ends));
    },
  );

  it('gives the clock on a page with nothing dated', () => {
    expect(momentDatesHold(document.createElement('div'), 7_777)).toBe(7_777);
  });
});
