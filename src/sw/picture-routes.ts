import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

/** A photo's wider files (tools/pictures/): `/pictures/wide/lab.<key>.1280.webp`. */
const widePicture = /^\/pictures\/wide\/([\w-]+\.[0-9a-f]+)\.\d+\.webp$/;

/** The runtime cache of the wider files, and what bounds it. */
export const widePictures = {
  cacheName: 'pictures',
  // A visitor sees a few dozen photos; 60 files of at most 350 KB bound the phone's storage.
  maxEntries: 60,
  // A month unused (or a month since the server's Date): a file's name changes with its content,
  // so this only clears what the site no longer shows.
  maxAgeSeconds: 30 * 24 * 60 * 60,
};

/** The precached phone file of the same photo (same stem and key): `pictures/phone/lab.<key>.640.webp`. */
export function phoneFileFor(pathname: string, precached: readonly string[]): string | undefined {
  const match = widePicture.exec(pathname);
  if (!match) return undefined;
  const prefix = `pictures/phone/${match[1] ?? ''}.`;
  return precached.find((url) => url.replace(/^\//, '').startsWith(prefix));
}

/**
 * Wider photo files, cache first (a file's name changes with its content). Offline and not cached,
 * a copy kept past its month, else the precached phone-width file: never a broken picture.
 */
export function registerPictureRoutes(manifest: readonly (PrecacheEntry | string)[]): void {
  const precached = manifest.map((entry) => (typeof entry === 'string' ? entry : entry.url));
  const { cacheName, maxEntries, maxAgeSeconds } = widePictures;
  registerRoute(
    ({ request, url }) => request.destination === 'image' && widePicture.test(url.pathname),
    new CacheFirst({
      cacheName,
      plugins: [
        new ExpirationPlugin({ maxEntries, maxAgeSeconds }),
        {
          handlerDidError: async ({ request }) => {
            const file = phoneFileFor(new URL(request.url).pathname, precached);
            return (
              (await caches.match(request, { cacheName })) ?? (file ? await matchPrecache(file) : undefined)
            );
          },
        },
      ],
    }),
  );
}
