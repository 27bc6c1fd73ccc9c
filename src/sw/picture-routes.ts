import { matchPrecache, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

/** A photo's wider files (tools/pictures/): `/pictures/wide/lab.<key>.1280.webp`. */
const widePicture = /^\/pictures\/wide\/([\w-]+\.[0-9a-f]+)\.\d+\.webp$/;

const cacheName = 'pictures';
// A visitor sees a few dozen photos; 60 files of at most 350 KB bound the phone's storage.
const maxEntries = 60;
// A month: a file's name changes with its content, so this only clears what is no longer used.
const maxAgeMs = 30 * 24 * 60 * 60 * 1000;

/**
 * The precached phone-width file of the same photo: `pictures/phone/lab.<key>.640.webp`. The
 * build names every width of a photo by the same stem and key, so the prefix finds it.
 */
export function phoneFileFor(pathname: string, precached: readonly string[]): string | undefined {
  const match = widePicture.exec(pathname);
  if (!match) return undefined;
  const prefix = `pictures/phone/${match[1] ?? ''}.`;
  return precached.find((url) => url.replace(/^\//, '').startsWith(prefix));
}

/** Keeps the newest `maxEntries` files: the Cache API lists entries in the order they were put. */
async function trim(cache: Cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - maxEntries)).map((key) => cache.delete(key)));
}

/**
 * Wider photo files, cached when a page uses them: cache first (a file's name changes with its
 * content), refetched after a month (the response's Date), at most 60 kept. Offline and not cached
 * yet, the precached phone-width file of the same photo is shown instead: smaller, but never a
 * broken picture. Written out rather than Workbox's imageCache recipe, whose strategy and
 * IndexedDB expiry added 2.6 KB gzip to the worker every visitor installs.
 */
export function registerPictureRoutes(manifest: readonly (PrecacheEntry | string)[]): void {
  const precached = manifest.map((entry) => (typeof entry === 'string' ? entry : entry.url));
  registerRoute(
    ({ request, url }) => request.destination === 'image' && widePicture.test(url.pathname),
    async ({ request, url }) => {
      const cache = await caches.open(cacheName);
      const cached = await cache.match(request);
      const age = Date.now() - Date.parse(cached?.headers.get('date') ?? '');
      if (cached && age < maxAgeMs) return cached;
      try {
        const response = await fetch(request);
        if (response.ok) {
          // Deleted first, so a refreshed file moves to the end of the list `trim` keeps.
          await cache.delete(request);
          await cache.put(request, response.clone());
          await trim(cache);
        }
        return response;
      } catch {
        const file = phoneFileFor(url.pathname, precached);
        return cached ?? (file ? await matchPrecache(file) : undefined) ?? Response.error();
      }
    },
  );
}
