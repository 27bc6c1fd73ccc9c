// The hydration contract: every page of every language, built with React's development build
// (tests/support/react-development-build.ts), which reports what production React silently patches
// over: a server page that does not match the app, attributes script added to markup React owns.
// Each page is opened with its app chunk held (first-paint-fixtures.ts), so the reader's tap on
// the language link, the menu, a course filter or the booking form lands before hydration, as on a
// phone in the first second; then the app runs, and nothing may be logged (on a page whose app
// waits for a reason to start, once a link is followed). Under `npm test` the
// build is the build tests' (tests/build/react-production.test.ts); run alone, made here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  defaultLocale,
  localeInfo,
  localizedPath,
  otherLocales,
  type Locale,
} from '../../src/config/locales.ts';
import { coursePath, paths } from '../../src/config/paths.ts';
import { uiWords } from '../../tools/ui-words.ts';
import { startPreview, type PreviewServer } from '../support/pwa-preview-server.ts';
import { reactDevelopmentBuild } from '../support/react-development-build.ts';
import { loadContent } from '../../tools/content-data.ts';
import { collectProblems, pressCallToAction } from '../support/site-helpers.ts';
import { expect, holdHydration, test, waitForHydration } from './first-paint-fixtures.ts';
import { withoutServiceWorker } from './fixtures.ts';
import { hungBuildMs } from '../support/build-site.ts';

const runFolder = process.env.SHARED_BUILDS_DIR;
let buildsDir = '';
let origin = '';
let server: PreviewServer | undefined;

// In order in one worker: run alone, the build is made here once, not once per worker.
test.describe.configure({ mode: 'serial' });

// A phone: the menu is behind its toggle. The app chunk is held, not the CPU slowed (no spinning core).
test.use({ ...withoutServiceWorker, slowCpu: false, viewport: { width: 375, height: 812 } });

test.beforeAll(async () => {
  test.setTimeout(hungBuildMs);
  buildsDir = runFolder || mkdtempSync(join(tmpdir(), 'kilele-react-development-'));
  const build = await reactDevelopmentBuild(buildsDir);
  expect(build.status, build.output).toBe(0);
  server = await startPreview({ outDir: build.dir });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
  if (!runFolder && buildsDir) rmSync(buildsDir, { recursive: true, force: true });
});

/**
 * What a reader does first on a page, before its app runs: types in the booking form, chooses a
 * course filter, opens a question other than the one open at load, else opens the menu.
 */
async function actEarly(page: Page, path: string, locale: Locale) {
  const { common, courses } = uiWords[locale];
  const { booking } = uiWords[locale].booking;
  if (path === paths.booking) {
    await page.getByRole('form', { name: booking.formLabel }).getByLabel(booking.name).fill('Wanjiku');
  } else if (path === paths.courses) {
    // The first choice of the first facet that is not "any".
    await page.getByRole('form', { name: courses.filter.label }).getByRole('radio').nth(1).check();
  } else if (path === paths.faqs) {
    await page.getByRole('main').getByRole('group').last().getByRole('heading', { level: 2 }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: common.shell.openMenu }).click();
  }
}

/** Opens `path` in `from` with its app held, follows the language link to `locale` (or stays), acts, lets the app run. */
async function hydrateAfterActing(page: Page, path: string, from: Locale, locale: Locale) {
  const app = await holdHydration(page);
  await page.goto(`${origin}${localizedPath(path, from)}`, { waitUntil: 'commit' });
  if (locale !== from) {
    // A new page load: the link is a link until the app runs.
    await page.getByRole('banner').getByRole('link', { name: localeInfo[locale].name }).click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath(path, locale)}$`));
  }
  await actEarly(page, path, locale);
  await app.release();
  await waitForHydration(page);
  // The app waits for the first link followed (src/start-up/start-on-demand.ts): it hydrates the
  // page as the reader left it (on the booking page, over the form's running island), then follows
  // the link in the app.
  await pressCallToAction(page, locale);
  await expect(page).toHaveURL(new RegExp(`${localizedPath(paths.booking, locale)}$`));
  await expect(page.getByRole('form', { name: uiWords[locale].booking.booking.formLabel })).toBeVisible();
}

const coursePaths = loadContent().courses.map(({ slug }) => coursePath(slug));

for (const path of [...Object.values(paths), ...coursePaths]) {
  test(`${path}, in every language, hydrates with nothing logged, whatever the reader did first`, async ({
    page,
  }) => {
    const problems = collectProblems(page);
    for (const locale of otherLocales(defaultLocale))
      await hydrateAfterActing(page, path, defaultLocale, locale);
    await hydrateAfterActing(page, path, defaultLocale, defaultLocale);
    expect(problems).toEqual([]);
  });
}
