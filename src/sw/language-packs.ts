/**
 * Each language's own files (its pages, its words and content, its stylesheets) in a precache of
 * its own, Workbox's PrecacheController once per language, on the device once the reader reads
 * that language: a reader of one language downloads its files only, and choosing the other
 * fetches the other's within seconds, keeping the first. What every language shares (the app's
 * code, pictures, icons) is Workbox's default precache.
 */
import { PrecacheController, type PrecacheEntry } from 'workbox-precaching';
import { localeOfFile, locales, type Locale } from '../config/locales';

type ManifestEntry = PrecacheEntry | string;

/** Each language's precache; its cache is `language-<locale>`. */
export const languagePacks = Object.fromEntries(
  locales.map((locale) => [locale, new PrecacheController({ cacheName: `language-${locale}` })]),
) as Record<Locale, PrecacheController>;

/** Lists each language's files in its pack, and returns the rest: what every language shares. */
export function listLanguageFiles(manifest: readonly ManifestEntry[]): ManifestEntry[] {
  return manifest.filter((entry) => {
    const locale = localeOfFile(typeof entry === 'string' ? entry : entry.url);
    if (locale) languagePacks[locale].addToCacheList([entry]);
    return !locale;
  });
}

const cacheNameOf = (locale: Locale) => languagePacks[locale].strategy.cacheName;

/** Whether a language's pack was ever put on this device (by this version or an earlier one). */
export const hasLanguagePack = (locale: Locale) => caches.has(cacheNameOf(locale));

/**
 * A file of a language's pack as kept on the device, by any URL of it (`/sw/courses` for
 * `sw/courses.html` is the route's business); never creates the pack's cache.
 */
export async function keptFile(locale: Locale, cacheKey: string): Promise<Response | undefined> {
  return caches.match(cacheKey, { cacheName: cacheNameOf(locale) });
}

/** The cache key of a language file by its address (`/sw/404.html`), if it is one. */
export const cacheKeyOf = (locale: Locale, address: string) =>
  languagePacks[locale].getCacheKeyForURL(new URL(address, self.location.origin).href);

/**
 * Keeps a language file fetched for a page (its language not on the device yet) once its body has
 * arrived whole: a body cut off rejects the put, so half a file is never kept.
 */
export async function keepFile(locale: Locale, cacheKey: string, fetching: Promise<Response>) {
  // Cloned as it arrives, before the page reads its body.
  const copy = fetching.then((response) =>
    response.ok && !response.redirected ? response.clone() : undefined,
  );
  try {
    const response = await copy;
    if (response) await (await caches.open(cacheNameOf(locale))).put(cacheKey, response);
  } catch {
    // Failed or cut off: the pack's own download fetches it again.
  }
}

// Files fetched at once while a pack is put on the device (Workbox's install fetches one at a
// time): one at a time, a round trip each, took 12 s for a language's 45 files on slow 4G (150 ms
// round trips), four at a time 4 s, and four are few enough not to hold up the page the reader is
// on (npm run bench:switch measures it).
const parallelFetches = 4;

/** What a pack's download is started from: an install event is what Workbox's precache fetches in. */
const asInstall = (event: ExtendableEvent): ExtendableEvent =>
  event.type === 'install'
    ? event
    : ({
        type: 'install',
        waitUntil: (promise: Promise<unknown>) => event.waitUntil(promise),
      } as ExtendableEvent);

async function download(locale: Locale, event: ExtendableEvent): Promise<void> {
  const pack = languagePacks[locale];
  const install = asInstall(event);
  const queue = [...pack.getURLsToCacheKeys()];
  const fetchNext = async (): Promise<void> => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [url, cacheKey] = next;
      // As Workbox's install: a file whose name does not change with its content (it has a
      // revision) from the network, never the HTTP cache; a hashed chunk from wherever it is.
      const cache: RequestCache = url === cacheKey ? 'default' : 'reload';
      // The precache's own strategy: skips a file kept at its revision, refuses an error status,
      // keeps a redirected answer as a plain one (a browser refuses it for a navigation).
      const request = new Request(url, { cache, credentials: 'same-origin' });
      await Promise.all(pack.strategy.handleAll({ request, event: install, params: { cacheKey } }));
    }
  };
  await Promise.all(Array.from({ length: parallelFetches }, fetchNext));
}

const downloads = new Map<Locale, Promise<void>>();

/**
 * Puts a language's pack on the device: one download per language at a time, whichever pages and
 * tabs ask, and none once it is whole in this worker's life. A failure is tried again on asking.
 */
export function installLanguagePack(locale: Locale, event: ExtendableEvent): Promise<void> {
  let done = downloads.get(locale);
  if (!done) {
    done = download(locale, event);
    downloads.set(locale, done);
    done.catch(() => downloads.delete(locale));
  }
  return done;
}

/** Drops from each pack on the device what this version no longer lists (an older revision). */
export async function pruneLanguagePacks(event: ExtendableEvent): Promise<void> {
  for (const locale of locales)
    if (await hasLanguagePack(locale)) await languagePacks[locale].activate(event);
}

/**
 * The first language of `order` whose page `address` (`/sw/404.html`) is on the device, with the
 * page as kept: a pack can be part-fetched, so its cache alone says too little.
 */
export async function firstKeptPage(
  order: Iterable<Locale>,
  addressOf: (locale: Locale) => string,
): Promise<{ locale: Locale; page: Response } | undefined> {
  for (const locale of new Set(order)) {
    const cacheKey = cacheKeyOf(locale, addressOf(locale));
    const page = cacheKey && (await keptFile(locale, cacheKey));
    if (page) return { locale, page };
  }
  return undefined;
}
