import type { Page } from '@playwright/test';
import { words } from '../../src/i18n/en/community.ts';
import { expect, test, waitForHydration, withoutServiceWorker } from './fixtures.ts';
import { eventMessage, eventsAt, eventsByStart, eventWhen } from '../support/site-content.ts';
import { collectProblems, reactRuns } from '../support/site-helpers.ts';

// The build under test is made today, unless CONTENT_NOW says otherwise; these tests set the
// visitor's clock around the events content/events/ holds: before them all, after them all, and
// just after the first one ends.
const enc = encodeURIComponent;
const titles = (list: readonly { title: string }[]) => list.map((event) => event.title);
const first = eventsByStart[0];
const last = eventsByStart[eventsByStart.length - 1];
const hour = 3_600_000;
const beforeAll = first ? Date.parse(first.startDate) - 24 * hour : Date.now();
const afterAll = last ? Date.parse(last.endDate) + 24 * hour : Date.now();
const afterFirst = first ? Date.parse(first.endDate) + hour / 2 : Date.now();

const upcoming = (page: Page) => page.getByRole('region', { name: 'Upcoming events' }).getByRole('article');
const past = (page: Page) => page.getByRole('region', { name: 'Past events' }).getByRole('article');

test.use(withoutServiceWorker);

test('after the events: all under Past events, newest first, without Register links; booking offered', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.clock.setFixedTime(afterAll);
  await page.goto('/community');
  await expect(upcoming(page)).toHaveCount(0);
  const none = page.getByRole('region', { name: 'Upcoming events' });
  await expect(none).toContainText('No events are planned right now');
  await expect(none.getByRole('link', { name: 'Ask about our next events' })).toHaveAttribute(
    'href',
    `/booking?message=${enc(words.community.nextEventsQuestion)}`,
  );
  await expect(past(page).getByRole('heading')).toHaveText(titles(eventsAt(afterAll).past));
  if (last) await expect(past(page).first()).toContainText(eventWhen(last));
  await expect(past(page).getByRole('link')).toHaveCount(0);
  // The prerendered head carries only events still upcoming when the site was built (just now).
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { '@type': string; endDate?: string },
  );
  for (const block of ld.filter((entry) => entry['@type'] === 'Event')) {
    expect(Date.parse(block.endDate ?? '')).toBeGreaterThan(Date.now() - 6 * hour);
  }
  expect(problems).toEqual([]);
});

test('a page opened with a clock before the events shows them all as upcoming after hydration', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.clock.setFixedTime(beforeAll);
  await page.goto('/community');
  await expect(upcoming(page).getByRole('heading')).toHaveText(titles(eventsByStart));
  await expect(page.getByRole('region', { name: 'Past events' })).toHaveCount(0);
  if (first) {
    await expect(
      upcoming(page)
        .first()
        .getByRole('link', { name: `Register for ${first.title}` }),
    ).toHaveAttribute('href', `/booking?message=${enc(eventMessage(first))}`);
  }
  // No hydration mismatch: React hydrated with the build's time, then switched to the clock.
  expect(problems).toEqual([]);
});

test('once the first event has ended: it is past, the others upcoming, soonest first', async ({ page }) => {
  test.skip(!first, 'content/events/ holds no event');
  await page.clock.setFixedTime(afterFirst);
  await page.goto('/community');
  const { upcoming: next, past: ended } = eventsAt(afterFirst);
  await expect(upcoming(page).getByRole('heading')).toHaveText(titles(next));
  for (const event of next) {
    await expect(upcoming(page).getByRole('link', { name: `Register for ${event.title}` })).toBeVisible();
  }
  await expect(past(page).getByRole('heading')).toHaveText(titles(ended));
  await expect(past(page).getByRole('link')).toHaveCount(0);
});

test('the events are below the fold, so the correction moves nothing a visitor sees first', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.clock.setFixedTime(beforeAll);
  await page.goto('/community');
  const box = await page.locator('#events').boundingBox();
  expect(box?.y ?? 0).toBeGreaterThan(740);
});

test('while its events hold, a first visit runs no React; once the clock passes one, the app corrects the lists', async ({
  page,
}) => {
  test.skip(!first, 'content/events/ holds no event');
  const problems = collectProblems(page);
  const now = Date.now();
  // The next event to end after the build (made just now), else the last to have ended before it:
  // a clock set a little past it, or a little before (a phone whose clock is put back).
  const next = eventsByStart.find((event) => Date.parse(event.endDate) > now);
  const ended = Math.max(
    ...eventsByStart.map((event) => Date.parse(event.endDate)).filter((end) => end <= now),
  );
  const later = next ? Date.parse(next.endDate) + 30_000 : ended - 2 * 60_000;
  await page.clock.install({ time: now });
  await page.goto('/community');
  await waitForHydration(page);
  await expect(upcoming(page).getByRole('heading')).toHaveText(titles(eventsAt(now).upcoming));
  expect(await reactRuns(page), 'React while the events hold').toBe(false);

  // Left open (or the phone asleep) until then: the page checks its dates each minute.
  await page.clock.setSystemTime(later);
  await page.clock.fastForward('01:00');
  const then = eventsAt(later + 60_000);
  await expect(upcoming(page).getByRole('heading')).toHaveText(titles(then.upcoming));
  await expect(past(page).getByRole('heading')).toHaveText(titles(then.past));
  expect(await reactRuns(page)).toBe(true);
  expect(problems).toEqual([]);
});
