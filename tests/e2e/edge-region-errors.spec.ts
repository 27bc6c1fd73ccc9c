import { uiWords } from '../../tools/ui-words.ts';
import type { Page } from '@playwright/test';
import { localeInfo, otherLocales } from '../../src/config/locales.ts';
import { paths } from '../../src/config/paths.ts';
import { mainNavigation } from '../../src/components/shell/navigation.ts';
import { aBooking, bookingForm } from '../support/booking-helpers.ts';
import { expect, holdHydration, test, visit, waitForHydration } from './first-paint-fixtures.ts';
import { withoutServiceWorker } from './fixtures.ts';
import { builtPages } from '../support/pwa-preview-server.ts';
import { collectProblems, mainNav, openBookingInApp, reactRuns } from '../support/site-helpers.ts';

test.use({ ...withoutServiceWorker, slowCpu: false });

// One part of a page failing must not take the rest with it: each region (header, notices, main,
// footer) fails on its own and is put back as the server rendered it (src/app/region-boundary.tsx).

const bookingHeading = builtPages().find((page) => page.path === paths.booking)?.heading ?? '';
const firstNavLabel = mainNavigation(uiWords.en.common)[0]?.label ?? '';
// The language link's text on an English page: the other language's own name.
const otherLanguage = localeInfo[otherLocales('en')[0] ?? 'sw'].name;

async function expectRestOfPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: bookingHeading })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(bookingForm(page).name).toHaveValue(aBooking.name);
}

test('the notices failing after hydration leave the rest of the page working', async ({ page }) => {
  // The trigger is a browser API failing where the notices use it: the offline notice asks
  // navigator.onLine when the browser says the network went. No browser we test fails there, so
  // it is made to throw here, once the page has hydrated.
  await page.addInitScript(() => {
    // Online, as the page is in this test, until told to fail.
    Object.defineProperty(Navigator.prototype, 'onLine', {
      get: () => {
        if ('failOnLine' in window) throw new Error('navigator.onLine is not available here');
        return true;
      },
    });
  });
  const problems = collectProblems(page);
  // The app running (the booking page's own first load runs only its form's island until a need).
  await openBookingInApp(page);
  await bookingForm(page).name.fill(aBooking.name);
  await page.evaluate(() => {
    Object.assign(window, { failOnLine: true });
    dispatchEvent(new Event('offline'));
  });
  await expect
    .poll(() => problems.some((problem) => problem.includes('navigator.onLine is not available here')))
    .toBe(true);

  // The other regions go on: the header with its navigation (a button, or the plain link).
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(
    mainNav(page)
      .getByRole('button', { name: firstNavLabel })
      .or(mainNav(page).getByRole('link', { name: firstNavLabel })),
  ).toBeVisible();
  await expectRestOfPage(page);
  // The main region is still the app's: the form still checks its fields.
  await bookingForm(page).submit.click();
  await expect(bookingForm(page).email).toBeFocused();
  expect(problems.filter((problem) => problem.startsWith('pageerror'))).toEqual([]);
});

test('a header changed before hydration (as a translation extension does) is rendered again on its own: what was typed stays', async ({
  page,
}) => {
  const app = await holdHydration(page);
  await visit(page, paths.booking);
  const form = bookingForm(page);
  await form.name.fill(aBooking.name);
  // The text of the language link, the part of the header React renders (its brand and menus keep
  // the markup they have as the app hydrates), rewritten, so it no longer matches what React renders.
  await page.evaluate((name) => {
    const link = document.querySelector('header a[hreflang]');
    const walker = document.createTreeWalker(link ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent === name) {
        node.textContent = `${name} (translated)`;
        return;
      }
    }
    throw new Error(`no text node "${name}" in the header's language link`);
  }, otherLanguage);
  // The field the visitor typed in, marked, to check it is the same element after hydration.
  await form.name.evaluate((input) => input.setAttribute('data-typed-before-hydration', ''));
  await app.release();
  await waitForHydration(page);
  // The app hydrates the page when something needs it: a finger on a link of the site, held.
  const callToAction = page
    .getByRole('banner')
    .getByRole('link', { name: uiWords.en.common.nav.bookAppointment });
  const box = await callToAction.boundingBox();
  if (!box) throw new Error('the call to action has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect.poll(() => reactRuns(page)).toBe(true);

  await expect(page.getByRole('banner').getByText(`${otherLanguage} (translated)`)).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: otherLanguage })).toBeVisible();
  await expect(mainNav(page).getByText(firstNavLabel).first()).toBeVisible();
  await expectRestOfPage(page);
  await expect(form.name).toHaveAttribute('data-typed-before-hydration', '');
});
