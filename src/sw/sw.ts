import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { defaultLocale, localeInfo, localeOfPath, locales, type Locale } from '../config/locales';
import { isWorkerMessage } from '../config/worker-messages';
import { chosenLanguage } from '../lib/language-choice';
import { registerBookingSync } from './booking-sync';
import {
  firstKeptPage,
  hasLanguagePack,
  installLanguagePack,
  listLanguageFiles,
  pruneLanguagePacks,
} from './language-packs';
import { registerPageRoutes } from './page-routes';
import { registerPictureRoutes } from './picture-routes';

declare const self: ServiceWorkerGlobalScope & {
  /** Replaced at build time by the list of every page, chunk, image and icon with its revision. */
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

// Read once: the build replaces exactly one mention of it. Each language's files go to its pack.
const shared = listLanguageFiles(self.__WB_MANIFEST);

precacheAndRoute(shared, {
  // A retried chunk is asked for as `?retry=N` (src/chunks/): the precache must match it too.
  ignoreURLParametersMatching: [/./],
});

// Removes precaches of older Workbox versions (this version's drops its own stale entries).
cleanupOutdatedCaches();

/** The languages of the site's open windows, the worker's own or not yet (a first visit's page). */
async function openLanguages(): Promise<Locale[]> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.map((client) => localeOfPath(new URL(client.url).pathname));
}

/**
 * The language chosen last; else, of the languages on the device, an open page's first, so an
 * address in a language the phone does not hold never sends the installed app there.
 */
async function readerLanguage(): Promise<Locale> {
  const chosen = await chosenLanguage();
  if (chosen) return chosen;
  const read = [...(await openLanguages()), defaultLocale];
  const kept = await firstKeptPage([...read, ...locales], (locale) => `/${localeInfo[locale].homePage}`);
  return kept?.locale ?? read[0] ?? defaultLocale;
}

// Each version keeps every language on the device, the one chosen and those of the open pages.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const kept = await Promise.all(
        locales.map(async (locale) => ((await hasLanguagePack(locale)) ? [locale] : [])),
      );
      const chosen = await chosenLanguage();
      const wanted = new Set([...kept.flat(), ...(chosen ? [chosen] : []), ...(await openLanguages())]);
      for (const locale of wanted) await installLanguagePack(locale, event);
    })(),
  );
});

self.addEventListener('activate', (event) => event.waitUntil(pruneLanguagePacks(event)));

registerPageRoutes({ readerLanguage });
registerPictureRoutes(shared);
registerBookingSync();

self.addEventListener('message', (event) => {
  const message: unknown = event.data;
  if (!isWorkerMessage(message)) return;
  // A new version waits until the visitor accepts the update prompt: activating it by itself could
  // swap the code under a half-filled booking form.
  if (message.type === 'SKIP_WAITING') void self.skipWaiting();
  // A page of a language is open: keep that language; a failure is tried again by the next page.
  else event.waitUntil(installLanguagePack(message.locale, event).catch(() => undefined));
});

// A first visit's worker takes over the open page, so the site works offline without a reload; an
// update still waits for the visitor (above).
clientsClaim();
