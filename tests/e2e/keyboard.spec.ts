import { uiWords } from '../../tools/ui-words.ts';
import type { Locator, Page } from '@playwright/test';
import { expect, test, withoutServiceWorker } from './fixtures';
import { paths } from '../../src/config/paths.ts';
import {
  bookAppointment,
  isNavMenu,
  mainNavigation,
  type NavLinkItem,
} from '../../src/components/shell/navigation.ts';
import { bookingForm, college as site, confirmationHeading, routeEmail } from '../support/booking-helpers.ts';

test.use(withoutServiceWorker);

// Typing into a date field goes segment by segment in the locale's order: fix it to month/day/year.
test.use({ locale: 'en-US' });

interface Focused {
  tag: string;
  text: string;
  /** Path and hash of a focused link. */
  to: string;
  expanded: string | null;
  /** A <button>, or the menus' <summary role="button"> (native disclosures). */
  isButton: boolean;
  inHeader: boolean;
}

const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const link = element instanceof HTMLAnchorElement ? new URL(element.href) : null;
    return {
      tag: element?.tagName ?? '',
      text: (element?.textContent ?? '').trim(),
      to: link ? `${link.pathname}${link.hash}` : '',
      expanded: element?.getAttribute('aria-expanded') ?? null,
      isButton: element?.tagName === 'BUTTON' || element?.getAttribute('role') === 'button',
      inHeader: Boolean(element?.closest('header')),
    };
  });

/** Every link the header offers, as "label -> path#hash". */
const headerLinks = [
  ...mainNavigation(uiWords.en.common).flatMap<NavLinkItem>((entry) =>
    isNavMenu(entry) ? entry.items : [entry],
  ),
  bookAppointment(uiWords.en.common),
].map(({ label, to }) => `${label} -> ${to}`);

/**
 * Tabs through the header from where focus is, opening every closed menu button it meets with
 * Enter, and returns the links it reached. Stops when focus leaves the header.
 */
async function tabThroughHeader(page: Page): Promise<string[]> {
  const reached: string[] = [];
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (!now.inHeader) return reached;
    if (now.tag === 'A' && now.text) reached.push(`${now.text} -> ${now.to}`);
    if (now.isButton && now.expanded === 'false') {
      await page.keyboard.press('Enter');
      expect((await focused(page)).expanded, `${now.text} opens with Enter`).toBe('true');
    }
  }
  throw new Error('Focus never left the header after 60 presses of Tab');
}

/** Presses Tab until `target` has focus, at most `max` times; fails if it never gets there. */
async function tabTo(page: Page, target: Locator, max = 1) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target.toString()} not reached within ${max} presses of Tab`);
}

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Tab reaches the skip link first, then every header link, opening each menu with Enter', async ({
    page,
  }) => {
    await page.goto(paths.home);
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Skip to main content');
    const reached = await tabThroughHeader(page);
    for (const link of headerLinks) expect(reached, link).toContain(link);
  });

  test('Escape closes an open menu and puts focus back on its button; Enter on a link follows it', async ({
    page,
  }) => {
    await page.goto(paths.home);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const about = nav.getByRole('button', { name: 'About' });
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('About Us');
    await page.keyboard.press('Escape');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeFocused();

    await page.keyboard.press('Space');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, nav.getByRole('link', { name: 'FAQs' }), 3);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(about).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('on a phone screen', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu toggle opens the navigation, and Tab then goes on into its links and menus', async ({
    page,
  }) => {
    await page.goto(paths.home);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, toggle, 6);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const reached = await tabThroughHeader(page);
    for (const link of headerLinks) expect(reached, link).toContain(link);
  });
});

test('the booking form can be filled and sent with the keyboard alone', async ({ page, context }) => {
  const email = await routeEmail(context);
  await page.goto(paths.booking);
  const form = bookingForm(page);
  await expect(form.submit).toBeEnabled();

  // The skip link leads past the header into the page.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await tabTo(page, form.name, 10);
  await page.keyboard.type('Wanjiku Kamau');
  await tabTo(page, form.email);
  await page.keyboard.type('wanjiku@example.com');
  await tabTo(page, form.phone);
  await page.keyboard.type('+254 700 123 456');
  // The campus radios: Tab enters the group, Space chooses, an arrow moves the choice on.
  const [firstCampus, secondCampus] = site.campuses;
  if (firstCampus && secondCampus) {
    await tabTo(page, form.campus(firstCampus.name));
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(form.campus(secondCampus.name)).toBeChecked();
  }
  await tabTo(page, form.date);
  await page.keyboard.type('06252030');
  await expect(form.date).toHaveValue('2030-06-25');
  // Tab steps through the date's day and year parts before it leaves the field.
  await tabTo(page, form.time, 3);
  await page.keyboard.type('10');
  await expect(form.time).toHaveValue('10:00');
  await tabTo(page, form.interest);
  await page.keyboard.type('Cyber');
  await expect(form.interest).toHaveValue('Cybersecurity');
  await tabTo(page, form.message);
  await page.keyboard.type('Are there evening classes?');
  // Straight to the button: the hidden honeypot field is not in the tab order.
  await tabTo(page, form.submit);
  await page.keyboard.press('Enter');

  await expect(confirmationHeading(page)).toBeVisible();
  expect(email.bodies().map((body) => body.template_params)).toEqual([
    expect.objectContaining({
      name: 'Wanjiku Kamau',
      email: 'wanjiku@example.com',
      phone: '+254700123456',
      // The English name staff know it by (the form's value is its id).
      campus: (site.campuses[1] ?? site.campuses[0])?.name,
      date: '2030-06-25',
      time: '10:00 AM',
      interest: 'Cybersecurity',
      message: 'Are there evening classes?',
    }),
  ]);

  const again = page.getByRole('button', { name: 'Book Another Appointment' });
  await tabTo(page, again, 10);
  await page.keyboard.press('Enter');
  await expect(form.name).toHaveValue('');
});
