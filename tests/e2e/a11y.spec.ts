import { expect, test, withoutServiceWorker } from './fixtures';
import { coursePath, paths } from '../../src/config/paths.ts';
import { axeViolations } from '../support/axe.ts';
import { content, inEveryLanguage } from '../support/site-content.ts';
import {
  bookingForm,
  confirmationHeading,
  fillBooking,
  queuedHeading,
  routeEmail,
} from '../support/booking-helpers.ts';

// One page of each kind: every course page is one template, whose data the schema and
// course-pages.spec.ts check (each course's page, links and offline copy), so axe on a second
// course judges the same markup again.
const [firstCourse] = content.courses;
const kinds = [
  ...Object.values(paths),
  ...(firstCourse ? [coursePath(firstCourse.slug)] : []),
  '/no-such-page',
];
// Each kind in each language: the same components, with each language's words and marks. The
// desktop's width in English (`kinds`): a language changes the words and marks, which axe's rules
// judge the same at any width.
const routes = inEveryLanguage(kinds);
const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };

// Each kind of page at the phone's width, where most readers are, and at the desktop's too.
// The width changes the layout (what shows, where, on what background), not the page's markup or
// words: the kinds cover each component's wide layout, and the menus' is checked below. One page
// load per route: a load with its hydration costs as much as a check. What a page shows does not
// depend on the service worker, whose install would fetch the whole precache in every test.
test.describe('each kind of page', () => {
  test.use(withoutServiceWorker);
  for (const route of routes) {
    const wide = kinds.includes(route);
    test(`${route} has no axe violations at 375 px (phone)${wide ? ' and 1280 px (desktop)' : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize(phone);
      await page.goto(route);
      expect(await axeViolations(page), 'at 375 px').toEqual([]);
      if (!wide) return;
      await page.setViewportSize(desktop);
      expect(await axeViolations(page), 'at 1280 px').toEqual([]);
    });
  }
});

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

// The empty form is the booking page, checked above at both widths.
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
