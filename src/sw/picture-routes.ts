import { imageCache } from 'workbox-recipes';
import { matchPrecache, type PrecacheEntry } from 'workbox-precaching';
import type { WorkboxPlugin } from 'workbox-core';

/** A photo's wider files (tools/pictures/): `/pictures/wide/lab.<key>.1280.webp`. */
const widePicture = /^\/pictures\/wide\/([\w-]+\.[0-9a-f]+)\.\d+\.webp$/;

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

/**
 * Wider photo files, cached when a page uses them (Workbox's imageCache recipe: cache first, since a
 * file's name changes with its content). Offline and not cached yet, the precached phone-width
 * file of the same photo is shown instead: smaller, but never a broken picture.
 */
export function registerPictureRoutes(manifest: readonly (PrecacheEntry | string)[]): void {
  const precached = manifest.map((entry) => (typeof entry === 'string' ? entry : entry.url));
  const fallback: WorkboxPlugin = {
    handlerDidError: async ({ request }) => {
      const file = phoneFileFor(new URL(request.url).pathname, precached);
      return file ? matchPrecache(file) : undefined;
    },
  };
  imageCache({
    cacheName: 'pictures',
    matchCallback: ({ request, url }) => request.destination === 'image' && widePicture.test(url.pathname),
    // A visitor sees a few dozen photos; 60 files of at most 350 KB bound the phone's storage.
    maxEntries: 60,
    // A month: pictures change name when they change, so this only clears what is no longer used.
    maxAgeSeconds: 30 * 24 * 60 * 60,
    plugins: [fallback],
  });
}
