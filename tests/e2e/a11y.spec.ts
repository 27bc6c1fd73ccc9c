import { expect, test } from './fixtures';
import { paths } from '../../src/config/paths.ts';
import { axeViolations } from './axe.ts';
import {
  bookingForm,
  confirmationHeading,
  fillBooking,
  queuedHeading,
  routeEmail,
} from './booking-helpers.ts';

const routes = [...Object.values(paths), '/no-such-page'];
const widths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

for (const { name, width, height } of widths) {
  test.describe(`at ${width} px (${name})`, () => {
    test.use({ viewport: { width, height } });

    for (const route of routes) {
      test(`${route} has no axe violations`, async ({ page }) => {
        await page.goto(route);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('the navigation with a menu open has no axe violations', async ({ page }) => {
      await page.goto(paths.home);
      const nav = page.getByRole('navigation', { name: 'Main' });
      if (width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
      for (const menu of ['About', 'Community', 'Corporate']) {
        const button = nav.getByRole('button', { name: menu });
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        expect(await axeViolations(page), `${menu} menu open`).toEqual([]);
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
      }
    });
  });
}

test.describe('booking states', () => {
  test('the empty form has no axe violations', async ({ page }) => {
    await page.goto(paths.booking);
    await expect(bookingForm(page).submit).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the form after an invalid submit has no axe violations', async ({ page, context }) => {
    const email = await routeEmail(context);
    await page.goto(paths.booking);
    const form = bookingForm(page);
    await expect(form.submit).toBeEnabled();
    await form.email.fill('not-an-email');
    await form.submit.click();
    await expect(form.name).toHaveAttribute('aria-invalid', 'true');
    expect(email.requests).toHaveLength(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a booking queued while offline has no axe violations', async ({ page, context }) => {
    const email = await routeEmail(context);
    email.answer('abort');
    await page.goto(paths.booking);
    await fillBooking(page);
    await context.setOffline(true);
    await bookingForm(page).submit.click();
    await expect(queuedHeading(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the confirmation has no axe violations', async ({ page, context }) => {
    const email = await routeEmail(context);
    await page.goto(paths.booking);
    await fillBooking(page);
    await bookingForm(page).submit.click();
    await expect(confirmationHeading(page)).toBeVisible();
    expect(email.requests).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});
