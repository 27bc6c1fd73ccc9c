import { uiWords } from '../../tools/ui-words.ts';
import type { Page } from '@playwright/test';
import { isNavMenu, mainNavigation } from '../../src/components/shell/navigation.ts';
import {
  aBooking,
  bookingForm,
  campusNamed,
  confirmationHeading,
  routeEmail,
  sentValues,
} from '../support/booking-helpers.ts';
import { expect, holdHydration, isHydrated, test, visit, waitForHydration } from './first-paint-fixtures.ts';
import { withoutServiceWorker } from './fixtures.ts';
import { mainNav, navMenu } from '../support/site-helpers.ts';
import { content, site } from '../support/site-content.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// The FAQ's first question starts open; these tests open the last one, whatever content/faqs/ holds.
const faqs = content.faqs;
const firstQuestion = faqs[0]?.question ?? '';
const lastFaq = faqs[faqs.length - 1];
/** The first sentence of an answer: a piece of text only that answer shows. */
const answerStart = (answer = '') => answer.split(/(?<=\.)\s/)[0] ?? '';

test.use(withoutServiceWorker);

// An impatient visitor on a slow phone (CPU slowed 6x): every tap and keystroke lands the moment
// the element is visible, before the page has hydrated (the app's chunk is held back until the
// visitor is done, see holdHydration), and must not be lost.

const menus = mainNavigation(uiWords.en.common).flatMap((entry) => (isNavMenu(entry) ? [entry] : []));

/** Checks the test really acted before hydration; otherwise it would prove nothing. */
async function expectNotHydratedYet(page: Page) {
  expect(await isHydrated(page), 'acted before hydration').toBe(false);
}

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every menu opens from the first paint, and stays as the visitor left it after hydration', async ({
    page,
  }) => {
    const app = await holdHydration(page);
    await visit(page, '/');
    for (const menu of menus) {
      await navMenu(page, menu.label).getByRole('button', { name: menu.label }).click();
      for (const item of menu.items) {
        await expect(navMenu(page, menu.label).getByRole('link', { name: item.label })).toBeVisible();
      }
    }
    await expectNotHydratedYet(page);
    // One open at a time: the last one.
    const [last] = menus.slice(-1);
    if (!last) throw new Error('The main navigation has no menu to open.');
    for (const menu of menus.slice(0, -1)) {
      for (const item of menu.items) {
        await expect(navMenu(page, menu.label).getByRole('link', { name: item.label })).toBeHidden();
      }
    }
    await app.release();
    await waitForHydration(page);
    const lastButton = navMenu(page, last.label).getByRole('button', { name: last.label });
    await expect(lastButton).toHaveAttribute('aria-expanded', 'true');
    for (const item of last.items) {
      await expect(navMenu(page, last.label).getByRole('link', { name: item.label })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(lastButton).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('on a phone screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu toggle and a submenu open from the first paint', async ({ page }) => {
    const app = await holdHydration(page);
    await visit(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mainNav(page)).toBeVisible();
    const community = navMenu(page, 'Community');
    await community.getByRole('button', { name: 'Community' }).click();
    await expect(community.getByRole('link', { name: 'Alumni' })).toBeVisible();
    await expectNotHydratedYet(page);
    await app.release();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(community.getByRole('button', { name: 'Community' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await community.getByRole('link', { name: 'Alumni' }).click();
    await expect(page).toHaveURL('/community#alumni');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test('an FAQ question opens from the first paint, and hydration keeps it open', async ({ page }) => {
  test.skip(faqs.length < 2, 'content/faqs/ has one question: there is no other to open');
  const app = await holdHydration(page);
  await visit(page, '/faqs');
  await page.getByRole('heading', { name: lastFaq?.question }).click();
  const answer = page.getByText(answerStart(lastFaq?.answer));
  await expect(answer).toBeVisible();
  await expect(page.getByRole('region', { name: firstQuestion })).toBeHidden();
  await expectNotHydratedYet(page);
  await app.release();
  await waitForHydration(page);
  await expect(answer).toBeVisible();
  await expect(page.getByRole('region', { name: firstQuestion })).toBeHidden();
});

test('a booking typed and submitted at first paint is sent once, with exactly what was typed', async ({
  page,
  context,
}) => {
  const email = await routeEmail(context);
  const app = await holdHydration(page);
  await visit(page, '/booking');
  const form = bookingForm(page);
  await form.name.pressSequentially(aBooking.name);
  await form.email.pressSequentially(aBooking.email);
  await form.phone.fill(aBooking.phone);
  if (site.campuses.length > 1) await form.campus(campusNamed(aBooking.campus)).check();
  await form.date.fill(aBooking.date);
  await form.time.selectOption(aBooking.time);
  await form.interest.selectOption(aBooking.interest);
  await form.message.fill(aBooking.message);
  await form.submit.click();
  await expectNotHydratedYet(page);
  // Held, and said so, while the app loads; never sent by the browser itself.
  await expect(page.getByText('will be sent as soon as this page has finished loading')).toBeVisible();
  expect(email.requests).toHaveLength(0);
  await app.release();
  await expect(confirmationHeading(page)).toBeVisible({ timeout: 25_000 });
  expect(new URL(page.url()).search).toBe('');
  expect(email.bodies().map((body) => body.template_params)).toEqual([
    expect.objectContaining(sentValues(aBooking)),
  ]);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false, slowCpu: false, viewport: { width: 1280, height: 800 } });

  test('every menu and every menu item, the FAQ, and the booking page still work', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    for (const menu of menus) {
      await navMenu(page, menu.label).getByRole('button', { name: menu.label }).click();
      for (const item of menu.items) {
        await expect(navMenu(page, menu.label).getByRole('link', { name: item.label })).toHaveAttribute(
          'href',
          item.to,
        );
      }
    }
    // A menu item is an ordinary link.
    await navMenu(page, 'About').getByRole('button', { name: 'About' }).click();
    await navMenu(page, 'About').getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL('/faqs');

    if (faqs.length > 1) {
      await page.getByRole('heading', { name: lastFaq?.question }).click();
      await expect(page.getByRole('region', { name: lastFaq?.question })).toContainText(
        answerStart(lastFaq?.answer),
      );
      await expect(page.getByRole('region', { name: firstQuestion })).toBeHidden();
    }
    await page.getByRole('heading', { name: lastFaq?.question }).click();
    await expect(page.getByRole('region', { name: /\?$/ })).toHaveCount(0);

    // The form cannot be sent without script: pressing it goes nowhere (no visitor's details in a
    // URL), and a <noscript> note gives the phone and e-mail instead. Playwright's switch stops
    // scripts but still parses <noscript> as if they ran, so the note is checked in the HTML.
    const html = await (await request.get('/booking')).text();
    expect(html).toMatch(
      new RegExp(
        `<noscript>.*Sending this form needs JavaScript.*tel:${escapeRegExp(site.phone.e164)}.*mailto:${escapeRegExp(site.email)}.*</noscript>`,
        's',
      ),
    );
    await page.goto('/booking');
    await bookingForm(page).name.fill('Wanjiku Kamau');
    await bookingForm(page).submit.click();
    await expect(page).toHaveURL('/booking');
    // The press is answered all the same: the button opens a note (a popover) that nothing was sent.
    const note = page.getByRole('alert').filter({ hasText: 'Your request has not been sent' });
    await expect(note).toBeVisible();
    await expect(note.getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.e164}`,
    );
    await expect(bookingForm(page).name).toHaveValue('Wanjiku Kamau');
  });

  test.describe('on a phone screen', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the menu toggle opens the navigation', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(mainNav(page).getByRole('link', { name: 'Book Appointment' })).toBeVisible();
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(mainNav(page)).toBeHidden();
    });
  });
});
