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

// Read once: the build replaces exactly one mention of it with the list (every language's files).
// Each language's files go to its own pack (./language-packs.ts); the rest every reader keeps.
const shared = listLanguageFiles(self.__WB_MANIFEST);

precacheAndRoute(shared, {
  // A chunk whose first fetch failed is asked for again as `?retry=N` (src/chunks/), which the
  // servers answer with the same file: so does the precache, or the retry would miss it offline.
  ignoreURLParametersMatching: [/./],
});

// Removes precaches left by older Workbox versions; entries dropped from this version's list are
// removed by the precache itself when this worker activates.
cleanupOutdatedCaches();

/** The languages of the site's open windows, the worker's own or not yet (a first visit's page). */
async function openLanguages(): Promise<Locale[]> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.map((client) => localeOfPath(new URL(client.url).pathname));
}

/**
 * The language the reader reads: the one they chose last. Never chosen, the one of the pages they
 * read, which are those on the device: an open page's first, so an address in a language this
 * phone does not hold (a not-found page, offline) never sends the installed app there.
 */
async function readerLanguage(): Promise<Locale> {
  const chosen = await chosenLanguage();
  if (chosen) return chosen;
  const read = [...(await openLanguages()), defaultLocale];
  const kept = await firstKeptPage([...read, ...locales], (locale) => `/${localeInfo[locale].homePage}`);
  return kept?.locale ?? read[0] ?? defaultLocale;
}

// Each version keeps what the reader had: every language already on the device (the one they came
// from stays whole after a switch), the one they chose and those of the pages open now.
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
  if (message.type === 'SKIP_WAITING') {
    void self.skipWaiting();
    return;
  }
  // A page of a language is open: that language is on the device within seconds, whichever the
  // reader started in. A failure (the network gone mid-way) is tried again by the next page.
  event.waitUntil(installLanguagePack(message.locale, event).catch(() => undefined));
});

// When a worker activates with no worker before it (a first visit), it takes over the page already
// open, so the site works offline from that first visit without a reload. An update still waits
// for the visitor (above), so this never swaps the code under an open page.
clientsClaim();
