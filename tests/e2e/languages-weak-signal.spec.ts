// A reader on a weak signal (issue 37): English on the phone, they tap "Kiswahili" on 2G. The
// answer begins at once and then trickles in for longer than the worker waits for a first byte;
// it must arrive whole, and the Kiswahili pages must then open offline. An answer that has not
// begun in time gives the not-found page that says why, never a tab stuck loading. A real slow
// server on loopback (tests/support/weak-signal-server.ts), no mocked timers.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { localeInfo, localizedPath, pageFileOf } from '../../src/config/locales.ts';
import { paths } from '../../src/config/paths.ts';
import { words as swLanguage } from '../../src/i18n/sw/language.ts';
import { words as enNotFound } from '../../src/i18n/en/not-found.ts';
import { buildDir, builtHeading } from '../support/pwa-preview-server.ts';
import { filesKept, languagePackSize, waitForServiceWorkerControl } from '../support/service-worker.ts';
import { startWeakSignal } from '../support/weak-signal-server.ts';
import { expect, test } from './fixtures.ts';

// The worker waits this long for an answer to begin (src/sw/page-routes.ts); the slow page below
// takes twice as long to arrive, the late one begins well after it.
const firstByteTimeoutMs = 4000;

const kiswahiliLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: swLanguage.readThisPage });

/** An English reader whose worker holds the English pages. */
async function englishReader(page: Page, origin: string) {
  await page.goto(`${origin}${paths.home}`);
  await waitForServiceWorkerControl(page);
  await expect.poll(() => filesKept(page, 'en'), { timeout: 20_000 }).toBe(languagePackSize('en'));
}

const readyState = (page: Page) => page.evaluate(() => document.readyState);

test(
  'on a weak signal the Kiswahili page trickles in whole, and then the Kiswahili pages open offline',
  { tag: '@full-browser' },
  async ({ page }) => {
    test.setTimeout(180_000);
    const server = await startWeakSignal();
    try {
      await englishReader(page, server.origin);
      const home = pageFileOf(paths.home, 'sw');
      // The page in twice the worker's timeout: cut off at the timeout, it would stop half-way.
      const bytesPerSecond = Math.ceil(
        statSync(join(buildDir, home)).size / ((2 * firstByteTimeoutMs) / 1000),
      );
      server.setSignal({ kind: 'dribble', bytesPerSecond });

      const tapped = Date.now();
      await kiswahiliLink(page).click();
      await expect(page).toHaveURL(`${server.origin}${localizedPath(paths.home, 'sw')}`);
      await expect(page.getByRole('contentinfo')).toBeVisible({ timeout: 30_000 });
      await expect.poll(() => readyState(page), { timeout: 30_000 }).toBe('complete');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(builtHeading(home));
      // It really trickled for longer than the worker waits for a first byte.
      expect(Date.now() - tapped).toBeGreaterThan(firstByteTimeoutMs);

      // The pack downloads on the same weak signal, however long it takes, and only whole counts.
      const started = Date.now();
      await expect
        .poll(() => filesKept(page, 'sw'), { timeout: 120_000, intervals: [1000] })
        .toBe(languagePackSize('sw'));
      console.info(`Kiswahili on the device ${Date.now() - started} ms after its page, on the weak signal`);

      await server.stop();
      for (const path of [paths.courses, paths.faqs, paths.booking]) {
        await page.goto(`${server.origin}${localizedPath(path, 'sw')}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          builtHeading(pageFileOf(path, 'sw')),
        );
        await expect(page.locator('html')).toHaveAttribute('lang', localeInfo.sw.lang);
        expect(await readyState(page)).toBe('complete');
      }
    } finally {
      await server.stop();
    }
  },
);

test(
  'an answer that has not begun within the timeout gives the not-found page that says why, never a stuck tab',
  { tag: '@full-browser' },
  async ({ page }) => {
    test.setTimeout(90_000);
    const server = await startWeakSignal();
    try {
      await englishReader(page, server.origin);
      const delayMs = 5 * firstByteTimeoutMs;
      server.setSignal({ kind: 'late', delayMs });

      // A Kiswahili page not on the phone yet, and a page this worker does not know.
      const tapped = Date.now();
      await kiswahiliLink(page).click();
      await expect(page).toHaveURL(`${server.origin}${localizedPath(paths.home, 'sw')}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(enNotFound.notFound.title);
      await expect(page.getByText(enNotFound.notFound.text)).toBeVisible();
      await expect.poll(() => readyState(page)).toBe('complete');
      expect(Date.now() - tapped).toBeLessThan(delayMs);

      await page.evaluate((target) => {
        window.location.href = target;
      }, `${server.origin}/no-such-page`);
      await expect(page).toHaveURL(`${server.origin}/no-such-page`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(enNotFound.notFound.title);
      await expect.poll(() => readyState(page)).toBe('complete');

      // The kept copy: the English pages on the phone answer at once whatever the signal.
      await page.evaluate((target) => {
        window.location.href = target;
      }, `${server.origin}${paths.faqs}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        builtHeading(pageFileOf(paths.faqs, 'en')),
      );
    } finally {
      await server.stop();
    }
  },
);
