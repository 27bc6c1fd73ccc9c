import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths.ts';
import { bookingForm } from '../support/booking-helpers.ts';
import { expect, test, waitForHydration, withoutServiceWorker } from './fixtures';
import { builtPages } from '../support/pwa-preview-server.ts';
import { collectProblems } from '../support/site-helpers.ts';

test.use(withoutServiceWorker);

// A link someone wrote by hand, a truncated share, or a visitor's typing: fragments and queries
// that are not valid percent-encoding. decodeURIComponent throws on them; none may blank a page.

/** Not valid percent-encoding: a three-byte UTF-8 sequence cut short, and a bare percent sign. */
const malformed = ['%E0%A4%A', '%'];
const pages = builtPages();

/** Lets React handle what just happened (a hashchange or popstate) and commit its effects. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100)))),
  );

/** The page is still whole: its heading, its header and footer, and React still running it. */
async function expectWholePage(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/** Navigates in the app (no page load), as a link the router handles does, and sees the page come. */
async function navigateInApp(page: Page, url: string, heading: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

for (const { path, heading } of pages) {
  test(`${path} with a malformed fragment keeps its content, also after the fragment changes`, async ({
    page,
  }) => {
    const problems = collectProblems(page);
    for (const fragment of malformed) {
      await page.goto(`${path}#${fragment}`);
      await settle(page);
      await expectWholePage(page, heading);
    }
    // After hydration, as a visitor editing the address bar or a script on the page would.
    await page.evaluate(() => {
      location.hash = '%';
    });
    await settle(page);
    await expectWholePage(page, heading);
    // The app waits for the first link followed (src/start-up/start-on-demand.ts): the college's
    // name, home. It hydrates with the bad fragment still in the address.
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/$/);
    await settle(page);
    // React is still in charge: an in-app navigation to another page, with a bad fragment too.
    const other = pages.find((candidate) => candidate.path !== path) ?? pages[0];
    if (!other) throw new Error('no other page to go to');
    await navigateInApp(page, `${other.path}#%E0%A4%A`, other.heading);
    await settle(page);
    await expectWholePage(page, other.heading);
    expect(problems.filter((problem) => problem.startsWith('pageerror'))).toEqual([]);
  });
}

test('the booking page ignores a malformed query and keeps the form working', async ({ page }) => {
  const problems = collectProblems(page);
  const heading = pages.find((candidate) => candidate.path === paths.booking)?.heading ?? '';
  await page.goto(`${paths.booking}?interest=%E0%A4%A&message=%&time=%E0`);
  await waitForHydration(page);
  await settle(page);
  await expectWholePage(page, heading);
  const form = bookingForm(page);
  await expect(form.interest).toHaveValue('');
  await expect(form.submit).toBeEnabled();
  await form.name.fill('Test');
  await expect(form.name).toHaveValue('Test');
  expect(problems.filter((problem) => problem.startsWith('pageerror'))).toEqual([]);
});
