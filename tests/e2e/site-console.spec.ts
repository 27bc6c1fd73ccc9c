import type { Page } from '@playwright/test';
import { expect, test, withoutServiceWorker } from './fixtures';
import { paths } from '../../src/config/paths.ts';
import { watchCsp } from '../support/csp-violations.ts';
import { collectProblems, mainNav } from '../support/site-helpers';

/**
 * Opens a menu (a disclosure opens only once React has hydrated the header: proof the app is
 * live), then follows a link in the app to another page, which loads that page's chunk and inserts
 * its styles at run time.
 */
async function useThePage(page: Page, from: string) {
  await page.waitForLoadState('networkidle');
  const about = mainNav(page).getByRole('button', { name: 'About' });
  await about.click();
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await about.click();
  const target = from === paths.courses ? paths.about : paths.courses;
  await page
    .locator(`header a[href="${target}"]:visible, footer a[href="${target}"]:visible`)
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await page.waitForLoadState('networkidle');
}

// The worker installs on the first visit and then serves the page it is left for, which is
// /courses or, from there, /about: kept on the home page and /courses, it serves both and its
// notices show once each. Elsewhere (the not-found page too) it is blocked, so a test does not
// wait for the whole precache to download again (about 0.8 CPU-s) for the same worker and pages.
const withWorker = new Set<string>([paths.home, paths.courses]);

for (const path of Object.values(paths)) {
  test.describe(() => {
    if (!withWorker.has(path)) test.use(withoutServiceWorker);
    test(`${path} hydrates and is left in the app with nothing logged and no CSP violation`, async ({
      page,
    }) => {
      const problems = collectProblems(page);
      const violations = await watchCsp(page);
      await page.goto(path);
      await useThePage(page, path);
      expect(problems).toEqual([]);
      expect(await violations()).toEqual([]);
    });
  });
}

test.describe(() => {
  // Left for /courses, as the home page is, whose check keeps the worker.
  test.use(withoutServiceWorker);
  test('the not-found page hydrates with nothing logged but its own 404 status, and no CSP violation', async ({
    page,
    baseURL,
  }) => {
    const problems = collectProblems(page);
    const violations = await watchCsp(page);
    await page.goto('/missing-page');
    await useThePage(page, '/missing-page');
    // Chromium logs the document's own 404 response; anything else is a real problem.
    const documentStatus = `error: Failed to load resource: the server responded with a status of 404 (Not Found) (${String(baseURL)}/missing-page)`;
    expect(problems.filter((problem) => problem !== documentStatus)).toEqual([]);
    expect(await violations()).toEqual([]);
  });
});

test('moving between pages in the app logs nothing', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  for (const [name, path] of [
    ['Courses', '/courses'],
    ['Home', '/'],
  ] as const) {
    await mainNav(page).getByRole('link', { name, exact: true }).click();
    // The page it went to, not the one it left (whose heading is visible too): on a busy machine
    // Home was pressed while Courses still loaded, on the home page, and the test ended on Courses.
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.getByRole('link', { name: /^See all .* and fees$/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our courses');
  expect(problems).toEqual([]);
});
