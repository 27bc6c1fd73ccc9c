import { expect, type Page } from '@playwright/test';
import type { Locale } from '../../src/config/locales.ts';
import { paths } from '../../src/config/paths.ts';
import { uiWords } from '../../tools/ui-words.ts';

/** The text a reader sees in server HTML: tags dropped, React's <!-- --> separators removed, entities decoded. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

// What Playwright itself logs where a test blocks the service worker (tests/e2e/fixtures.ts):
// the harness speaking, not the site.
const harnessWarning = 'Service Worker registration blocked by Playwright';

/** Every console error or warning and uncaught exception on the page, as text. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && message.text() !== harnessWarning) {
      problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The site's main navigation landmark. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The list item holding a disclosure menu, found by its button's name. */
export const navMenu = (page: Page, name: string) =>
  mainNav(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name, exact: true }) });

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether React has a root on the page (it keys the container with `__reactContainer$…`). */
export const reactRuns = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });

/** Presses the header's call to action (Book Appointment), opening the phone menu first where it holds it. */
export async function pressCallToAction(page: Page, locale: Locale = 'en'): Promise<void> {
  const { common } = uiWords[locale];
  const banner = page.getByRole('banner');
  const toggle = banner.getByRole('button', { name: common.shell.openMenu });
  if (await toggle.isVisible()) await toggle.click();
  await banner.getByRole('link', { name: common.nav.bookAppointment }).click();
}

/** Whether the page is still the document `openPage` marked: a link followed in the app keeps it. */
export const sameDocument = (page: Page) =>
  page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument === true);

/**
 * A page (the home page unless named), enhanced and loaded, with what start-on-demand does after
 * the load done (the outbox it starts last), and its document marked for `sameDocument`.
 */
export async function openPage(page: Page, path: string = paths.home): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.locator('html[data-outbox="started"]').waitFor({ state: 'attached' });
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

/**
 * Opens the booking page as the app renders it. Its own first load runs the form alone (an island,
 * src/start-up/booking-island.tsx) and the app only once something needs it; reached by the call to
 * action from the home page, the press starts the app, which then renders it.
 */
export async function openBookingInApp(page: Page): Promise<void> {
  await page.goto(paths.home);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await pressCallToAction(page);
  await expect(page).toHaveURL(paths.booking);
  await expect.poll(() => reactRuns(page)).toBe(true);
}
