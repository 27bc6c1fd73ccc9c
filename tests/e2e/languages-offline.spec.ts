// A reader moves between the languages as Kenyan readers do (an English link shared on WhatsApp,
// then Kiswahili), with one worker for both: a switch is never taken for an update, both
// languages open offline afterwards, and the installed app opens in the language chosen last.
// In Chromium itself, as a phone runs it, and offline by stopping the server.
import type { Page } from '@playwright/test';
import { localeInfo, locales, localizedPath, pageFileOf, type Locale } from '../../src/config/locales.ts';
import { paths } from '../../src/config/paths.ts';
import { uiWords } from '../../tools/ui-words.ts';
import { builtHeading, isServerGone, startPreview } from '../support/pwa-preview-server.ts';
import { filesKept, languagePackSize, waitForServiceWorkerControl } from '../support/service-worker.ts';
import { expect, test } from './fixtures.ts';

/** The header's language link to `locale`, named in that language. */
const languageLink = (page: Page, locale: Locale) =>
  page.getByRole('banner').getByRole('link', { name: uiWords[locale].language.readThisPage });

/** No language's update notice is on the page. */
async function expectNoUpdateNotice(page: Page) {
  for (const locale of locales) await expect(page.getByText(uiWords[locale].pwa.pwa.update)).toHaveCount(0);
}

// The pages the reader opens offline: never visited in either language before the server stops.
const unvisited = [paths.faqs, paths.courses, paths.booking];

for (const [from, to] of [
  ['en', 'sw'],
  ['sw', 'en'],
] as const) {
  test(
    `a reader who starts in ${localeInfo[from].name} and switches to ${localeInfo[to].name} has both offline, with no update notice`,
    {
      tag: '@full-browser',
    },
    async ({ page }) => {
      test.setTimeout(90_000);
      const server = await startPreview();
      const url = (path: string) => `${server.origin}${path}`;
      try {
        await page.goto(url(localizedPath(paths.home, from)));
        await waitForServiceWorkerControl(page);
        await expect(page.getByText(uiWords[from].pwa.pwa.offlineReady)).toBeVisible();

        await languageLink(page, to).click();
        await expect(page).toHaveURL(url(localizedPath(paths.home, to)));
        await expect(page.locator('html')).toHaveAttribute('lang', localeInfo[to].lang);
        // Within seconds the chosen language is on the phone, every file of it, and the first stays.
        const started = Date.now();
        await expect.poll(() => filesKept(page, to), { timeout: 20_000 }).toBe(languagePackSize(to));
        console.info(`${localeInfo[to].name} on the device ${Date.now() - started} ms after its page loaded`);
        expect(await filesKept(page, from)).toBe(languagePackSize(from));
        // Choosing a language is not a new version: no notice, nothing waiting.
        await expectNoUpdateNotice(page);
        const waiting = await page.evaluate(async () =>
          Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
        );
        expect(waiting).toBe(false);

        await server.stop();
        expect(await isServerGone(url('/'))).toBe(true);
        for (const locale of [to, from]) {
          for (const path of unvisited) {
            const address = localizedPath(path, locale);
            await page.goto(url(address));
            await expect(page.getByRole('heading', { level: 1 })).toHaveText(
              builtHeading(pageFileOf(path, locale)),
            );
            await expect(page.locator('html')).toHaveAttribute('lang', localeInfo[locale].lang);
          }
        }
        await expectNoUpdateNotice(page);
        // The installed app opens in the language chosen last, offline too.
        await page.goto(url('/start'));
        await expect(page).toHaveURL(url(localizedPath(paths.home, to)));
      } finally {
        await server.stop();
      }
    },
  );
}

test(
  'the installed app opens in the language chosen last, online, with the worker and without it',
  {
    tag: '@full-browser',
  },
  async ({ browser }) => {
    // Its own preview server, two contexts and a worker's install: 27 s of the default 30 under a
    // fresh clone's `npm test` with a core busy, and over it once in five runs.
    test.setTimeout(90_000);
    const server = await startPreview();
    const url = (path: string) => `${server.origin}${path}`;
    try {
      for (const serviceWorkers of ['allow', 'block'] as const) {
        const context = await browser.newContext({ serviceWorkers });
        const page = await context.newPage();
        await page.goto(url(paths.courses));
        if (serviceWorkers === 'allow') {
          await waitForServiceWorkerControl(page);
          // Never chosen: the app opens in the language of the pages read.
          await page.goto(url('/start'));
          await expect(page).toHaveURL(url('/'));
        } else {
          // Never chosen, and no worker to know what was read: each language is offered, by its name.
          await page.goto(url('/start'));
          for (const locale of locales)
            await expect(page.getByRole('link', { name: localeInfo[locale].name })).toHaveAttribute(
              'href',
              localizedPath(paths.home, locale),
            );
          await page.goto(url(paths.home));
        }
        await languageLink(page, 'sw').click();
        await expect(page).toHaveURL(url('/sw'));
        // Without the worker, the page's entry script keeps the choice, at once as it runs, before
        // DOMContentLoaded (the next test: with it, as the worker serves the page).
        await page.waitForLoadState('domcontentloaded');
        await page.goto(url('/start'));
        await expect(page).toHaveURL(url('/sw'));
        // A shared link to an English page is never redirected, and is not a choice.
        await page.goto(url(paths.about));
        await expect(page).toHaveURL(url(paths.about));
        await page.goto(url('/start'));
        await expect(page).toHaveURL(url('/sw'));
        await languageLink(page, 'en').click();
        await expect(page).toHaveURL(url(paths.home));
        await page.waitForLoadState('domcontentloaded');
        await page.goto(url('/start'));
        await expect(page).toHaveURL(url(paths.home));
        await context.close();
      }
    } finally {
      await server.stop();
    }
  },
);

test(
  'a choice holds though the reader moves on before the page it opened has run its script',
  {
    tag: '@full-browser',
  },
  async ({ browser }) => {
    // Its own preview server and a worker's install, as above: room for a busy machine.
    test.setTimeout(90_000);
    const server = await startPreview();
    const url = (path: string) => `${server.origin}${path}`;
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(url(paths.courses));
      await waitForServiceWorkerControl(page);
      // From here no page script runs, as on a slow phone where the reader is gone before it would.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
      await languageLink(page, 'sw').click();
      await expect(page).toHaveURL(url(localizedPath(paths.courses, 'sw')));
      await page.goto(url(paths.about));
      await page.goto(url('/start'));
      // No script of the page ran, so the worker noted the choice as it served the page.
      await expect(page).toHaveURL(url('/sw'));
    } finally {
      await context.close();
      await server.stop();
    }
  },
);
