// The booking page's first load hydrates its form alone, with React and none of the app (its style
// system, router and shell: src/start-up/booking-island.tsx); the app starts when something else
// needs it, takes the page over around the running form and leaves it as the visitor left it.
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths.ts';
import { words as pwaWords } from '../../src/i18n/en/pwa.ts';
import { uiWords } from '../../tools/ui-words.ts';
import {
  aBooking,
  bookingForm,
  collectConsoleErrors,
  confirmationHeading,
  fillBooking,
  routeEmail,
} from '../support/booking-helpers.ts';
import { openPage, reactRuns, sameDocument } from '../support/site-helpers.ts';
import { expect, test, withoutServiceWorker } from './fixtures';

test.use(withoutServiceWorker);

/** Whether the page's style system has run: it inserts its rules, the prerendered ones renamed. */
const styleSystemRan = (page: Page) =>
  page.evaluate(() => document.querySelector('style[data-emotion]') !== null);

test.describe('with the worker', () => {
  // Its precache serves the app offline.
  test.use({ serviceWorkers: 'allow' });

  test('the form is enhanced without the app, which then takes the page over around it, losing nothing', async ({
    page,
    context,
  }) => {
    const email = await routeEmail(context);
    const errors = collectConsoleErrors(page);
    await openPage(page, paths.booking);
    expect(await reactRuns(page), 'the app before anything needed it').toBe(false);
    expect(await styleSystemRan(page), 'the style system before anything needed it').toBe(false);

    // The form checks itself: React runs it.
    const form = bookingForm(page);
    await form.name.fill(aBooking.name);
    await form.submit.click();
    await expect(form.email).toBeFocused();
    await expect(form.form.getByText(uiWords.en.booking.errors.email)).toBeVisible();

    // Something else needs the app (the site offline: its notice), which hydrates the rest of the page.
    await expect(page.getByText(pwaWords.pwa.offlineReady)).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText(pwaWords.pwa.offline)).toBeVisible();
    expect(await reactRuns(page)).toBe(true);
    await context.setOffline(false);
    // The form as the visitor left it, still checking itself, and it sends once.
    await expect(form.name).toHaveValue(aBooking.name);
    await expect(form.form.getByText(uiWords.en.booking.errors.email)).toBeVisible();
    await fillBooking(page);
    await expect(form.form.getByText(uiWords.en.booking.errors.email)).toBeHidden();
    await form.submit.click();
    await expect(confirmationHeading(page)).toBeVisible();
    expect(email.requests).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

test('a link followed from the booking page is followed in the app; Back shows a form the app runs', async ({
  page,
  context,
}) => {
  const email = await routeEmail(context);
  const errors = collectConsoleErrors(page);
  await openPage(page, paths.booking);
  await bookingForm(page).name.fill(aBooking.name);

  // The college's name: home.
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(paths.home);
  expect(await sameDocument(page), 'followed in the page').toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(paths.booking);
  expect(await sameDocument(page)).toBe(true);
  await fillBooking(page);
  await bookingForm(page).submit.click();
  await expect(confirmationHeading(page)).toBeVisible();
  expect(email.requests).toHaveLength(1);
  expect(errors).toEqual([]);
});
