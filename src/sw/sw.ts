import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerBookingSync } from './booking-sync';
import { registerPageRoutes } from './page-routes';
import { registerPictureRoutes } from './picture-routes';
import { precacheFor, workerLocale } from './language-files';

declare const self: ServiceWorkerGlobalScope & {
  /** Replaced at build time by the list of every page, chunk, image and icon with its revision. */
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

/** The message the update prompt sends when the visitor chooses to reload into the new version. */
interface SkipWaitingMessage {
  type: 'SKIP_WAITING';
}

const isSkipWaiting = (data: unknown): data is SkipWaitingMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';

// Read once: the build replaces exactly one mention of it with the list (both languages' files).
const everyFile = self.__WB_MANIFEST;
// The visitor's language: its pages and scripts are precached, the other's only when visited.
const locale = workerLocale(self.location.href);
const manifest = precacheFor(everyFile, locale);

precacheAndRoute(manifest, {
  // `/about` is answered with about.html, the file the prerenderer writes for that route.
  cleanURLs: true,
  // The server sends the same static file whatever the query (e.g. /booking?interest=...), so the
  // precache does too: otherwise a link with a query would miss the cache and fail offline.
  ignoreURLParametersMatching: [/./],
});

// Removes precaches left by older Workbox versions; entries dropped from this version's list are
// removed by the precache itself when this worker activates.
cleanupOutdatedCaches();

registerPageRoutes(locale);
registerPictureRoutes(manifest);
registerBookingSync();

// A new version waits until the visitor accepts the update prompt: activating it by itself could
// swap the code under a half-filled booking form.
self.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
});

// On the first install, take over the page that is already open, so the site works offline from
// that first visit without a reload.
clientsClaim();
