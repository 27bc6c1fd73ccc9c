// What the e2e specs ask of the service worker, in one place: that it controls the page, and that a
// language's pack (src/sw/language-packs.ts) is on the device.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { localeOfFile, type Locale } from '../../src/config/locales.ts';
import { buildDir } from './pwa-preview-server.ts';

/** Resolves once a service worker controls the page (at once if one already does). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((done) =>
      navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }),
    );
  });
}

/** Every file the build's worker lists, as the build's sw.js holds the list. */
export function precachedFiles(dir = buildDir): string[] {
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  return [...new Set([...sw.matchAll(/["']?url["']?\s*:\s*["']([^"']+)["']/g)].map(([, url = '']) => url))];
}

/** How many files a language's pack holds in this build (its pages, words, content and stylesheets). */
export const languagePackSize = (locale: Locale, dir = buildDir) =>
  precachedFiles(dir).filter((file) => localeOfFile(file) === locale).length;

/** How many of a language's files this browser keeps now (the worker's cache of them). */
export const filesKept = (page: Page, locale: Locale) =>
  page.evaluate(
    async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).length : 0),
    `language-${locale}`,
  );
