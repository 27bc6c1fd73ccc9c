import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shifts.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { localizedPath, otherLocales } from '../../src/config/locales.ts';
import { site } from '../support/site-content.ts';
import { words as pwaWords } from '../../src/i18n/en/pwa.ts';
import { offlineSizesFile } from '../../src/lib/offline-sizes.ts';
import { uiWords } from '../../tools/ui-words.ts';
import { mainNav, reactRuns } from '../support/site-helpers.ts';
import { paths } from '../../src/config/paths.ts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

async function expectPng(page: Page, url: string, size: string) {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toBe('image/png');
  expect(pngSize(await response.body()), url).toBe(size);
}

test('the web manifest describes the college app, and every icon it or the page names is served', async ({
  page,
}) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
  expect(manifestHref).toBe('/manifest.webmanifest');

  const manifest = (await (await page.request.get(manifestHref ?? '')).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: site.name,
    short_name: site.shortName,
    // Its own address: the worker opens the home page in the language last chosen.
    start_url: '/start',
    scope: '/',
    display: 'standalone',
    theme_color: themeColor,
    background_color: '#ffffff',
  });
  expect(manifest.description).toEqual(expect.stringMatching(/\w{3,}/));

  const icons = manifest.icons as ManifestIcon[];
  const icon = (sizes: string, purpose: string) =>
    icons.filter((i) => i.sizes === sizes && (i.purpose ?? 'any') === purpose);
  expect(icon('192x192', 'any')).toHaveLength(1);
  expect(icon('512x512', 'any')).toHaveLength(1);
  expect(icon('512x512', 'maskable')).toHaveLength(1);
  for (const { src, sizes } of icons) await expectPng(page, src, sizes);

  const appleTouchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  await expectPng(page, appleTouchIcon ?? '(no apple-touch-icon link)', '180x180');
  for (const favicon of await page.locator('link[rel="icon"]').all()) {
    const href = (await favicon.getAttribute('href')) ?? '(no href)';
    expect((await page.request.get(href)).status(), href).toBe(200);
  }
});

test('Chrome finds nothing stopping installation once the service worker controls the page', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // A persistent profile: Chrome never offers installation in an incognito-like context.
  const profile = await mkdtemp(join(tmpdir(), 'kilele-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

/** Makes the browser's install offer, as Chromium does when the site is installable (run in the page). */
function dispatchOffer() {
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: () => {
      document.documentElement.dataset.installPrompted = 'yes';
      return Promise.resolve();
    },
    userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
  });
  window.dispatchEvent(offer);
}

const offerInstall = (page: Page) => page.evaluate(dispatchOffer);

test('the Install app button appears when the browser offers installation and goes once installed', async ({
  page,
}) => {
  // A phone, where the header has no room to spare.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/about');
  await waitForHydration(page);
  const installButton = page.getByRole('button', { name: pwaWords.pwa.install });
  await expect(installButton).toHaveCount(0);
  const mainTop = async () => (await page.getByRole('main').boundingBox())?.y;
  const before = await mainTop();

  await offerInstall(page);
  await expect(installButton).toBeVisible();
  // The browser may offer it on any first visit: the notice is plain DOM, and the app waits still.
  expect(await reactRuns(page), 'React for the install offer').toBe(false);
  // It arrives whenever the browser decides: the page must not move (in the header, it pushed the
  // page down by up to 430 px on a phone).
  expect(await mainTop()).toBe(before);
  // A link followed: the app starts, hydrates this page and renders the next; the offer stays, and works.
  const { common } = uiWords.en;
  await page.getByRole('button', { name: common.shell.openMenu }).click();
  await mainNav(page).getByRole('link', { name: common.nav.bookAppointment }).click();
  await expect(page).toHaveURL(paths.booking);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await reactRuns(page)).toBe(true);
  await installButton.click();
  await expect(page.locator('html')).toHaveAttribute('data-install-prompted', 'yes');
  await expect(installButton).toHaveCount(0);

  await offerInstall(page);
  await expect(installButton).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(installButton).toHaveCount(0);
});

test("an offer the browser makes before the booking page's app has started is kept for it", async ({
  page,
}) => {
  // The booking page starts its app at once, yet on a slow phone the page has loaded (when Chromium
  // makes its offer, once per page) a second before the app runs: held back here until then.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/start-app-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript({ content: `addEventListener('load', ${dispatchOffer.toString()})` });
  page.once('load', release);
  await page.goto(paths.booking);
  const installButton = page.getByRole('button', { name: pwaWords.pwa.install });
  await expect(installButton).toBeVisible();
  await installButton.click();
  await expect(page.locator('html')).toHaveAttribute('data-install-prompted', 'yes');
});

test('Hide puts the install offer away for the page; the next page offers it again, in its language', async ({
  page,
}) => {
  await page.goto('/about');
  await waitForHydration(page);
  await offerInstall(page);
  const offer = page.getByText(pwaWords.pwa.installOffer);
  await expect(offer).toBeVisible();
  await page.getByRole('button', { name: pwaWords.pwa.hideInstallLabel }).click();
  await expect(offer).toBeHidden();
  // The browser offering it again on this page changes nothing.
  await offerInstall(page);
  await expect(page.getByRole('button', { name: pwaWords.pwa.install })).toHaveCount(0);

  const other = otherLocales('en')[0] ?? 'sw';
  await page.goto(localizedPath('/about', other));
  await waitForHydration(page);
  await offerInstall(page);
  const { words: otherPwa } = (await import(`../../src/i18n/${other}/pwa.ts`)) as { words: typeof pwaWords };
  await expect(page.getByText(otherPwa.pwa.installOffer)).toBeVisible();
  await page.getByRole('button', { name: otherPwa.pwa.install, exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-install-prompted', 'yes');
});

test('a notice already on screen stays where it is when the install offer arrives', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/about');
  await waitForServiceWorkerControl(page);
  const ready = page.getByText(pwaWords.pwa.offlineReady);
  await expect(ready).toBeVisible();
  const before = await ready.boundingBox();

  await offerInstall(page);
  await expect(page.getByRole('button', { name: pwaWords.pwa.install })).toBeVisible();
  // Both arrive whenever the worker and the browser decide: a notice that moves as the reader
  // reaches for it is a layout shift (Lighthouse measured CLS 0.025 when this one moved up).
  expect(await ready.boundingBox()).toEqual(before);
});

test('a notice on screen stays where it is whichever comes after it: the language offer after the install offer', async ({
  browser,
  baseURL,
}) => {
  // A browser set to Kiswahili, on an English page: the offer of the Kiswahili page shows once its
  // size is read, held here until the install offer is on screen.
  const context = await browser.newContext({
    locale: 'sw-KE',
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  let releaseSizes = () => {};
  const sizesHeld = new Promise<void>((resolve) => (releaseSizes = resolve));
  await page.route(`**/${offlineSizesFile}`, async (route) => {
    await sizesHeld;
    await route.continue();
  });
  await watchLayoutShifts(page);
  await page.goto('/about');
  await waitForHydration(page);
  await offerInstall(page);
  const install = page.getByRole('button', { name: pwaWords.pwa.install });
  await expect(install).toBeVisible();
  const before = await install.boundingBox();

  releaseSizes();
  await expect(page.getByRole('link', { name: uiWords.sw.language.offerLink })).toBeVisible();
  expect(await install.boundingBox()).toEqual(before);
  // Nor the stack around them, whose own box Chrome counts too.
  expect(await layoutShifts(page)).toEqual([]);
  await context.close();
});
