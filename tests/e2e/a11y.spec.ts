import { expect, test, withoutServiceWorker } from './fixtures';
import { words as pwaWords } from '../../src/i18n/en/pwa.ts';
import { paths } from '../../src/config/paths.ts';
import { axeViolations } from '../support/axe.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import {
  bookingForm,
  confirmationHeading,
  fillBooking,
  queuedHeading,
  routeEmail,
} from '../support/booking-helpers.ts';

// Each kind of page, in each language, is checked on the load page-kinds.spec.ts makes of it. Here:
// what a visitor's actions change, the menus open and the booking form's states, and the notices
// the service worker and the network bring, which only the queued booking's test waits for: the
// others block the worker, whose install would fetch the whole precache for nothing they check.
test.use(withoutServiceWorker);

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };

for (const [name, viewport] of Object.entries({ phone, desktop })) {
  test(`at ${viewport.width} px (${name}), the navigation with each menu open has no axe violations`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(paths.home);
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (viewport.width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
    for (const menu of ['About', 'Community', 'Corporate']) {
      const button = nav.getByRole('button', { name: menu });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      // An open menu changes only the header; the rest of the page is checked above.
      expect(await axeViolations(page, 'header'), `${menu} menu open`).toEqual([]);
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  });
}

// The empty form is the booking page, which page-kinds.spec.ts checks.
test.describe('booking states', () => {
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

  test.describe(() => {
    test.use({ serviceWorkers: 'allow' });
    test('a booking queued while offline, and the offline notices, have no axe violations', async ({
      page,
      context,
    }) => {
      const email = await routeEmail(context);
      email.answer('abort');
      await page.goto(paths.booking);
      await waitForServiceWorkerControl(page);
      await expect(page.getByText(pwaWords.pwa.offlineReady)).toBeVisible();
      expect(await axeViolations(page, '[role="status"]'), 'ready to work offline').toEqual([]);
      await fillBooking(page);
      await context.setOffline(true);
      await bookingForm(page).submit.click();
      await expect(queuedHeading(page)).toBeVisible();
      await expect(page.getByText(pwaWords.pwa.offline)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
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
