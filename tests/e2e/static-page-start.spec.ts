// A static page's first load runs no React until something needs it (src/start-up/start-on-demand.ts):
// a link of the site followed, which the app then follows in the page, or a notice with something
// to ask ("ready to work offline" shows without it). Should the app not come, the browser follows the link.
import type { Page } from '@playwright/test';
import { coursePath, paths } from '../../src/config/paths.ts';
import { localeInfo } from '../../src/config/locales.ts';
import { loadContent } from '../../tools/content-data.ts';
import { words as pwaWords } from '../../src/i18n/en/pwa.ts';
import { uiWords } from '../../tools/ui-words.ts';
import { bookingForm } from '../support/booking-helpers.ts';
import { escapeRegExp, openPage, reactRuns, sameDocument } from '../support/site-helpers.ts';
import { styleMoves, watchStyleMoves } from '../support/style-moves.ts';
import { expect, test, withoutServiceWorker } from './fixtures';

// No worker, but in the tests about it: its install would compete with the presses these time.
test.use(withoutServiceWorker);

const { common } = uiWords.en;

const callToAction = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: common.nav.bookAppointment });

test('a static page runs no React until a link is followed; the app then follows it in the page', async ({
  page,
}) => {
  await watchStyleMoves(page);
  await openPage(page);
  expect(await reactRuns(page), 'React before a link was followed').toBe(false);
  // The menus work without it.
  const menuButton = page.getByRole('banner').locator('details[name] > summary').first();
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();

  await callToAction(page).click();
  await expect(page).toHaveURL(paths.booking);
  await expect(bookingForm(page).name).toBeVisible();
  expect(await reactRuns(page)).toBe(true);
  expect(await sameDocument(page), 'followed in the page, not loaded by the browser').toBe(true);
  expect(await styleMoves(page), 'the app moved the prerendered styles').toEqual([]);
  // And back, in the app too.
  await page.goBack();
  await expect(page).toHaveURL(paths.home);
  expect(await sameDocument(page)).toBe(true);
});

// The page Back returns to was the server's HTML, so the app must load it first: the browser's own
// restoring ran before it was there, and left the reader a screen or more off.
test('Back and Forward return the reader where they were, on the first page too', async ({ page }) => {
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  await openPage(page);
  // The home page's last link to the booking form, far down the page.
  const link = page.getByRole('main').locator(`a[href="${paths.booking}"]`).last();
  await link.scrollIntoViewIfNeeded();
  const left = await scrollY();
  expect(left, 'the link is a screen or more down').toBeGreaterThan(page.viewportSize()?.height ?? 0);

  await link.click();
  await expect(page).toHaveURL(paths.booking);
  await expect(bookingForm(page).name).toBeVisible();
  await page.mouse.wheel(0, 200);
  await expect.poll(scrollY).toBeGreaterThan(0);
  const onBooking = await scrollY();

  await page.goBack();
  await expect(page).toHaveURL(paths.home);
  await expect.poll(scrollY).toBe(left);
  await page.goForward();
  await expect(page).toHaveURL(paths.booking);
  await expect.poll(scrollY).toBe(onBooking);
  expect(await sameDocument(page), 'all in the page').toBe(true);
});

// The entry waits for the paint to reach the screen (src/start-up/entry/main.ts): an animation frame
// came before it, and the app's chunks were then requested before the reader saw anything.
for (const path of [paths.home, paths.booking]) {
  test(`${path}: no script but the page's own is requested before its first paint is on the screen`, async ({
    page,
  }) => {
    await openPage(page, path);
    const { early, ownScripts } = await page.evaluate(() => {
      const [paint] = performance.getEntriesByName('first-contentful-paint');
      if (!paint) throw new Error('the page reported no first contentful paint');
      const own = document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
        'script[src], link[rel="modulepreload"]',
      );
      return {
        early: performance
          .getEntriesByType('resource')
          .filter(
            (entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime < paint.startTime,
          )
          .map((entry) => new URL(entry.name).pathname),
        ownScripts: [...own].map(
          (element) => new URL(element instanceof HTMLScriptElement ? element.src : element.href).pathname,
        ),
      };
    });
    expect(ownScripts.length, 'the page names its entry script').toBeGreaterThan(0);
    expect(early.filter((script) => !ownScripts.includes(script))).toEqual([]);
  });
}

test('a finger on a link starts the app before it lifts, and the press then lands in the app', async ({
  page,
}) => {
  await openPage(page);
  const box = await callToAction(page).boundingBox();
  if (!box) throw new Error('the call to action has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // Held down until React runs: a phone's tap lasts a tenth of a second, which the app now has.
  await expect.poll(() => reactRuns(page)).toBe(true);
  await expect(page).toHaveURL(paths.home);
  await page.mouse.up();
  await expect(bookingForm(page).name).toBeVisible();
  expect(await sameDocument(page), 'followed in the page').toBe(true);
});

test('once a course page has loaded, its own chunk, words and content are fetched, so a press waits only for the next page', async ({
  page,
}) => {
  const [course] = loadContent().courses;
  if (!course) throw new Error('content/courses/ holds no course');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await openPage(page, coursePath(course.slug));
  const listed = (await page.locator('#root').getAttribute('data-locale-modules'))?.split(' ') ?? [];
  expect(listed, 'the page lists the words and content it shows').toContain('words:common');
  // Named as the build names them (tools/locale-chunks.ts): the page's module, and each of its
  // language's modules by what it holds, in the language's folder.
  const hashed = '-[\\w-]{8}\\.js$';
  const wanted = [
    new RegExp(`^/assets/course-page${hashed}`),
    ...listed.map(
      (key) => new RegExp(`^/${localeInfo.en.assets}${escapeRegExp(key.replace(':', '-'))}${hashed}`),
    ),
  ];
  const notFetched = () => wanted.filter((chunk) => !requested.some((path) => chunk.test(path))).map(String);
  await expect.poll(notFetched, { message: 'fetched without a press', timeout: 15_000 }).toEqual([]);
  expect(await reactRuns(page), 'React before a link was followed').toBe(false);

  await callToAction(page).click();
  await expect(bookingForm(page).name).toBeVisible();
  expect(await sameDocument(page), 'followed in the page').toBe(true);
});

test('a link followed while the app cannot load is followed by the browser, after a few seconds', async ({
  page,
}) => {
  await page.route(/\/assets\/start-app-[^/]*\.js$/, (route) => route.abort('connectionreset'));
  await openPage(page);
  const pressed = Date.now();
  await callToAction(page).click();
  await expect(page).toHaveURL(paths.booking, { timeout: 10_000 });
  await expect(bookingForm(page).name).toBeVisible();
  expect(await sameDocument(page), 'a page the browser loaded').toBe(false);
  console.log(`measured: followed by the browser ${Date.now() - pressed} ms after the press`);
});

test.describe('with the worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('"ready to work offline" shows without the app; a notice with something to ask starts it: the site going offline', async ({
    page,
    context,
  }) => {
    await page.goto(paths.home);
    await expect(page.getByText(pwaWords.pwa.offlineReady)).toBeVisible();
    expect(await reactRuns(page)).toBe(false);
    await context.setOffline(true);
    await expect(page.getByText(pwaWords.pwa.offline)).toBeVisible();
    expect(await reactRuns(page)).toBe(true);
  });
});
