import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { paths } from '../../src/config/paths.ts';
import { bookingForm, confirmationHeading, fillBooking, routeEmail } from '../support/booking-helpers.ts';

const routes = [...Object.values(paths), '/no-such-page'];

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/**
 * Records every Content-Security-Policy violation of the page: the DOM event (from the first
 * script on, via an init script, which the policy does not govern) and Chromium's console report.
 */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return async () => [...(await page.evaluate(() => window.__cspViolations)), ...consoleReports];
}

test('the policy is enforced: an injected inline script is refused and reported', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto(paths.home);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__ran = true';
    document.head.append(script);
  });
  await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src.* blocked inline$/));
  expect(await page.evaluate(() => (window as Window & { __ran?: boolean }).__ran)).toBeUndefined();
});

for (const route of routes) {
  test(`${route} loads, hydrates and navigates in-app with no CSP violation`, async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // An in-app navigation loads another page chunk and inserts its styles at run time.
    const target = route === paths.courses ? paths.about : paths.courses;
    await page
      .locator(`header a[href="${target}"]:visible, footer a[href="${target}"]:visible`)
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
}

test('sending a booking breaks no CSP rule', async ({ page, context }) => {
  const email = await routeEmail(context);
  const violations = await watchCsp(page);
  await page.goto(paths.booking);
  await fillBooking(page);
  await bookingForm(page).submit.click();
  await expect(confirmationHeading(page)).toBeVisible();
  expect(email.requests).toHaveLength(1);
  expect(await violations()).toEqual([]);
});
