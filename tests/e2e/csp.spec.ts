import { expect, test } from './fixtures';
import { paths } from '../../src/config/paths.ts';
import { bookingForm, confirmationHeading, fillBooking, routeEmail } from '../support/booking-helpers.ts';
import { watchCsp } from '../support/csp-violations.ts';

// Each page loaded, hydrated and left in the app with no violation: site-console.spec.ts, with
// its console check, in the same page loads.

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
