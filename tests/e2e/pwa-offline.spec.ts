import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { words as pwaWords } from '../../src/i18n/en/pwa.ts';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildDir,
  builtHeading,
  builtPages,
  isServerGone,
  startPreview,
} from '../support/pwa-preview-server.ts';

/**
 * Loads every <img> of the page (lazy ones too: they would wait for a scroll) and returns each
 * one's source and natural width; a width of 0 means the image did not arrive.
 */
async function loadImages(page: Page) {
  return page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    return images.map((image) => ({ src: image.currentSrc || image.src, width: image.naturalWidth }));
  });
}

test('after one online visit, every page opens offline with the server gone: by link, typed URL and reload', async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  const pages = builtPages();
  const imagesDir = join(buildDir, 'images');
  const imagesInBuild = existsSync(imagesDir) ? readdirSync(imagesDir, { recursive: true }).length : 0;
  const server = await startPreview();
  const url = (path: string) => `${server.origin}${path}`;
  let imagesChecked = 0;

  const expectPage = async (heading: string) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const images = await loadImages(page);
    expect(images.filter((image) => image.width === 0).map((image) => image.src)).toEqual([]);
    imagesChecked += images.length;
  };

  try {
    await page.goto(url('/'));
    await waitForServiceWorkerControl(page);
    await expect(page.getByText('Ready to work offline')).toBeVisible();

    await server.stop();
    await context.setOffline(true);
    expect(await isServerGone(url('/'))).toBe(true);
    await expect(page.getByText(pwaWords.pwa.offline)).toBeVisible();

    for (const { path, heading } of pages) {
      await test.step(`${path} by in-app link`, async () => {
        await page.locator(`a[href="${path}"]:visible`).first().click();
        await expect(page).toHaveURL(url(path));
        await expectPage(heading);
      });
      await test.step(`${path} by typed URL`, async () => {
        await page.goto(url(path));
        await expectPage(heading);
      });
      await test.step(`${path} by reload`, async () => {
        await page.reload();
        await expectPage(heading);
        await expect(page.getByText(/^You are offline\./)).toBeVisible();
      });
    }
    // Every image the build has is on some page, and the walk saw them load.
    if (imagesInBuild > 0) expect(imagesChecked).toBeGreaterThan(0);

    await test.step('an unknown path shows the not-found page', async () => {
      const response = await page.goto(url('/no-such-page'));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(builtHeading('404.html'));
    });

    await test.step('the offline notice can be hidden', async () => {
      const notice = page.getByText(/^You are offline\./);
      await expect(notice).toBeVisible();
      await page.getByRole('button', { name: 'Hide offline notice' }).click();
      await expect(notice).toHaveCount(0);
    });

    await test.step('deep links in a new tab open their own page', async () => {
      const tab = await context.newPage();
      const about = pages.find((entry) => entry.path === '/about');
      const booking = pages.find((entry) => entry.path === '/booking');
      await tab.goto(url('/about'));
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(about?.heading ?? '(no /about route)');
      await tab.goto(url('/about/'));
      await expect(tab).toHaveURL(url('/about'));
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(about?.heading ?? '(no /about route)');
      await tab.goto(url('/booking?interest=AutoCAD'));
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(
        booking?.heading ?? '(no /booking route)',
      );
    });
  } finally {
    await server.stop();
  }
});
