// What reading offline costs, said plainly: the offline-ready notice gives what the worker saved,
// and the language offer what the other language would add, both from the build's own precache
// list (tools/offline-sizes.ts), never a copied figure.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { localeInfo, localeOfFile, localizedPath, locales, type Locale } from '../../src/config/locales.ts';
import { paths } from '../../src/config/paths.ts';
import { offlineSizesFile } from '../../src/lib/offline-sizes.ts';
import { formatBytes } from '../../tools/offline-sizes.ts';
import { uiWords } from '../../tools/ui-words.ts';
import { buildDir } from '../support/pwa-preview-server.ts';
import { precachedFiles, waitForServiceWorkerControl } from '../support/service-worker.ts';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shifts.ts';
import { expect, test } from './fixtures';

/**
 * The bytes of the files the build's worker lists, of one language's pack or shared by all
 * (undefined), measured here on the files themselves. Not the figures' own file, nor the web
 * manifest, which vite-plugin-pwa adds to the list after it was measured (a few hundred bytes).
 */
const listedBytes = (locale: Locale | undefined) =>
  precachedFiles()
    .filter((file) => file !== offlineSizesFile && file !== 'manifest.webmanifest')
    .filter((file) => localeOfFile(file) === locale)
    .reduce((sum, file) => sum + statSync(join(buildDir, file)).size, 0);

for (const locale of locales) {
  test(`the offline-ready notice (${locale}) says every page of the language is saved, and its size, and moves nothing`, async ({
    page,
  }) => {
    await watchLayoutShifts(page);
    await page.goto(localizedPath(paths.home, locale));
    await waitForServiceWorkerControl(page);
    const size = formatBytes(listedBytes(undefined) + listedBytes(locale), localeInfo[locale].lang);
    await expect(page.getByText(uiWords[locale].pwa.pwa.offlineReadySaved(size))).toBeVisible();
    // It appears whole: a notice that grew a line once its size arrived moved the notices above it.
    expect(await layoutShifts(page)).toEqual([]);
  });
}

test('a browser set to Kiswahili is told what the Kiswahili pages add before it takes them, and nothing moves', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: 'sw-KE', baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await watchLayoutShifts(page);
  await page.goto(paths.courses);
  const size = formatBytes(listedBytes('sw'), localeInfo.sw.lang);
  await expect(page.getByText(uiWords.sw.language.offerSize(size))).toBeVisible();
  // It arrives with the app, seconds after the page: above the page it pushed it down (CLS 0.12).
  expect(await layoutShifts(page)).toEqual([]);
  await context.close();
});
