// Photos as the college's staff first add them (scripts/photo-fixtures.mjs: a phone's JPEG as the
// home hero, photos on two popular courses, the community and about pages), served by a
// `vite preview` the tests own and can stop. The build is the build tests'
// (tests/support/photo-build.ts): under `npm test` made already, in the run's folder; run alone,
// made here in a folder of its own.
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { defaultLocale, pageFileOf } from '../../src/config/locales.ts';
import { paths } from '../../src/config/paths.ts';
import { photosAndFeeBuild } from '../support/photo-build.ts';
import { isServerGone, startPreview } from '../support/pwa-preview-server.ts';
import { expect, test, waitForHydration } from './fixtures';
import { hungBuildMs } from '../support/build-site.ts';

const runFolder = process.env.SHARED_BUILDS_DIR;
const buildsDir = runFolder || mkdtempSync(join(tmpdir(), 'kilele-pictures-e2e-'));
let outDir = '';
let heroStem = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(hungBuildMs);
  const build = await photosAndFeeBuild(buildsDir);
  expect(build.status, build.output).toBe(0);
  outDir = build.dir;
  heroStem = build.facts.hero.replace(/^.*\/|\.\w+$/g, '');
});

test.afterAll(() => {
  if (!runFolder) rmSync(buildsDir, { recursive: true, force: true });
});

/** Every page of the build: the routes and each course's page. */
const allPaths = () => [
  ...Object.values(paths),
  ...readdirSync(join(outDir, 'courses')).map((file) => `/courses/${file.replace(/\.html$/, '')}`),
];

/**
 * The pages whose HTML names a photo (a file under /pictures/, in any of its widths): only they ask
 * a wider screen for other files. The rest (icons, logos) are the same files at any width.
 */
const pathsWithPhotos = () =>
  allPaths().filter((path) =>
    readFileSync(join(outDir, pageFileOf(path, defaultLocale)), 'utf8').includes('/pictures/'),
  );

/**
 * Each shown picture of the page, loaded (lazy ones too, which would wait for a scroll): the file
 * the browser chose and its natural width, 0 if it did not arrive. Pictures in a hidden box (the
 * hero on a phone) are left out: nothing is to be shown or downloaded there.
 */
async function shownPictures(page: Page) {
  return page.evaluate(async () => {
    const shown = [...document.images].filter((image) => image.getClientRects().length > 0);
    for (const image of shown) image.loading = 'eager';
    await Promise.all(shown.map((image) => image.decode().catch(() => undefined)));
    return shown.map((image) => ({
      src: image.currentSrc,
      loaded: image.complete && image.naturalWidth > 0,
    }));
  });
}

async function waitForOfflineReady(page: Page) {
  await waitForServiceWorkerControl(page);
  // Shown once the worker has installed, that is, once every precache entry has arrived.
  await expect(page.getByText('Ready to work offline')).toBeVisible();
}

test('after one visit to a page without photos, every page shows every picture offline, at a phone’s and a desktop’s width', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const server = await startPreview({ outDir });
  // A phone's screen: it shows the precached phone files; at 1280 px the pages ask for wider files,
  // never fetched online, so the offline fallback to the precached phone file is walked too.
  let context: BrowserContext | undefined;
  try {
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.goto(`${server.origin}/faqs`);
    await waitForOfflineReady(page);
    await server.stop();
    await context.setOffline(true);
    expect(await isServerGone(`${server.origin}/`)).toBe(true);

    let photos = 0;
    // Every page at the phone's width; at the desktop's, the pages with photos.
    const walks = [
      { width: 390, paths: allPaths() },
      { width: 1280, paths: pathsWithPhotos() },
    ];
    for (const { width, paths: walked } of walks) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of walked) {
        await test.step(`${path} at ${width} px`, async () => {
          await page.goto(`${server.origin}${path}`);
          await waitForHydration(page);
          const pictures = await shownPictures(page);
          expect(pictures.filter((picture) => !picture.loaded).map((picture) => picture.src)).toEqual([]);
          photos += pictures.filter((picture) => picture.src.includes('/pictures/')).length;
        });
      }
    }
    // The walk met the photos (hero, cards, community, about) at both widths.
    expect(photos).toBeGreaterThanOrEqual(8);
  } finally {
    await context?.close();
    await server.stop();
  }
});

test('a wider photo file shown online is kept, and offline shown at its own width, not the phone’s', async ({
  browser,
}) => {
  const server = await startPreview({ outDir });
  // A wide screen at twice the pixels: the hero's phone file is too narrow for it.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    await page.goto(`${server.origin}/`);
    await waitForOfflineReady(page);
    // Now through the worker, which keeps the hero's wide file as it passes.
    await page.reload();
    const hero = page.locator(`img[srcset*="/${heroStem}."]`);
    const shown = () =>
      hero.evaluate(async (image: HTMLImageElement) => {
        await image.decode();
        return { src: image.currentSrc, width: image.naturalWidth };
      });
    const online = await shown();
    expect(online.src).toContain('/pictures/wide/');
    await expect
      .poll(() => page.evaluate(async (src) => (await caches.match(src)) !== undefined, online.src))
      .toBe(true);
    await server.stop();
    await context.setOffline(true);
    await page.reload();
    // The phone file, the fallback for a wide file not kept, is narrower.
    expect(await shown()).toEqual(online);
  } finally {
    await context.close();
    await server.stop();
  }
});

test('a phone’s first view of the home page downloads at most 250 KB of pictures, and not the hidden hero', async ({
  browser,
}) => {
  const server = await startPreview({ outDir });
  // The page's own downloads: the service worker's precache is the precache budget's (tests/build).
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const pictures = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'image' || response.url().startsWith('data:')) return;
      pictures.set(response.url(), (await response.body().catch(() => Buffer.alloc(0))).length);
    });
    await page.goto(`${server.origin}/`, { waitUntil: 'networkidle' });
    const total = [...pictures.values()].reduce((sum, bytes) => sum + bytes, 0);
    console.info(`first view at 390 px, DPR 2: ${pictures.size} pictures, ${total} bytes`);
    expect(total).toBeLessThanOrEqual(250_000);
    expect([...pictures.keys()].filter((url) => url.includes(`/${heroStem}.`))).toEqual([]);
    // A phone gets the phone files, the ones the worker precaches: no photo is downloaded twice.
    expect([...pictures.keys()].filter((url) => url.includes('/pictures/wide/'))).toEqual([]);
    // The hero is in the page, in a box hidden at this width.
    await expect(page.locator(`img[srcset*="/${heroStem}."]`)).toBeHidden();
  } finally {
    await context.close();
    await server.stop();
  }
});
