import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The build under test is made today (after the spec's three 2025 events), unless CONTENT_NOW says
// otherwise: these tests pin the visitor's clock before, between and after the events.
const enc = encodeURIComponent;
const spec = ['Tech Career Fair', 'Women in Tech Workshop', 'Alumni Networking Mixer'] as const;

function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const upcoming = (page: Page) => page.getByRole('region', { name: 'Upcoming events' }).getByRole('article');
const past = (page: Page) => page.getByRole('region', { name: 'Past events' }).getByRole('article');

test('after the events: all three under Past events, newest first, without Register links; booking offered', async ({
  page,
}) => {
  const errors = recordConsoleErrors(page);
  await page.clock.setFixedTime(new Date('2026-11-23T10:00:00+03:00'));
  await page.goto('/community');
  await expect(upcoming(page)).toHaveCount(0);
  const none = page.getByRole('region', { name: 'Upcoming events' });
  await expect(none).toContainText('No events are planned right now');
  await expect(none.getByRole('link', { name: 'Ask about our next events' })).toHaveAttribute(
    'href',
    `/booking?message=${enc('I would like to hear about your next events.')}`,
  );
  await expect(past(page).getByRole('heading')).toHaveText([...spec].reverse());
  await expect(past(page).first()).toContainText('18 August 2025 · 6:00 PM to 9:00 PM');
  await expect(past(page).getByRole('link')).toHaveCount(0);
  // The prerendered head carries no past event.
  expect(await page.locator('script[type="application/ld+json"]').allTextContents()).not.toContain(
    expect.stringContaining('"Event"'),
  );
  expect(errors).toEqual([]);
});

test('the page built after the events, opened with a clock before them, corrects itself after hydration', async ({
  page,
}) => {
  const errors = recordConsoleErrors(page);
  await page.clock.setFixedTime(new Date('2025-06-01T08:00:00+03:00'));
  await page.goto('/community');
  await expect(upcoming(page).getByRole('heading')).toHaveText([...spec]);
  await expect(page.getByRole('region', { name: 'Past events' })).toHaveCount(0);
  await expect(upcoming(page).first().getByRole('link', { name: 'Register for Tech Career Fair' })).toHaveAttribute(
    'href',
    `/booking?message=${enc('I would like to register for Tech Career Fair on 25 June 2025.')}`,
  );
  // No hydration mismatch: React hydrated with the build's time, then switched to the clock.
  expect(errors).toEqual([]);
});

test('between the events: the one that ended is past, the others upcoming, soonest first', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2025-07-10T17:30:00+03:00'));
  await page.goto('/community');
  await expect(upcoming(page).getByRole('heading')).toHaveText(['Alumni Networking Mixer']);
  await expect(upcoming(page).getByRole('link', { name: 'Register for Alumni Networking Mixer' })).toBeVisible();
  await expect(past(page).getByRole('heading')).toHaveText(['Women in Tech Workshop', 'Tech Career Fair']);
  await expect(past(page).getByRole('link')).toHaveCount(0);
});

test('the events are below the fold, so the correction moves nothing a visitor sees first', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.clock.setFixedTime(new Date('2025-06-01T08:00:00+03:00'));
  await page.goto('/community');
  const box = await page.locator('#events').boundingBox();
  expect(box?.y ?? 0).toBeGreaterThan(740);
});
