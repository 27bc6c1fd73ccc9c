import { expect, test } from './fixtures';
import { collectProblems } from '../support/site-helpers';
import {} from '../support/site-content.ts';

const routes = ['/', '/courses', '/about', '/faqs', '/community', '/corporate', '/booking'];

for (const path of routes) {
  test(`${path} hydrates with no console errors or warnings`, async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // A disclosure only opens once React has hydrated the header: proof the app is live.
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' });
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(problems).toEqual([]);
  });
}

test('the not-found page hydrates with nothing logged but its own 404 status', async ({ page, baseURL }) => {
  const problems = collectProblems(page);
  await page.goto('/missing-page');
  await page.waitForLoadState('networkidle');
  const about = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' });
  await about.click();
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  // Chromium logs the document's own 404 response; anything else is a real problem.
  const documentStatus = `error: Failed to load resource: the server responded with a status of 404 (Not Found) (${String(baseURL)}/missing-page)`;
  expect(problems.filter((problem) => problem !== documentStatus)).toEqual([]);
});

test('moving between pages in the app logs nothing', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  for (const name of ['Courses', 'Home']) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.getByRole('link', { name: /^See all .* and fees$/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our courses');
  expect(problems).toEqual([]);
});
