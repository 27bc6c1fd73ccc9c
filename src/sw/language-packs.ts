/**
 * Each language's own files (pages, words, content, stylesheets) in a precache of its own, put on
 * the device once the reader reads that language, so a reader downloads one language only. What
 * every language shares is Workbox's default precache.
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

/** A file of a language's pack as kept on the device, by its cache key; never creates the cache. */
export const keptFile = (locale: Locale, cacheKey: string) =>
  caches.match(cacheKey, { cacheName: cacheNameOf(locale) });

/** The cache key of a language file by its address (`/sw/404.html`), if it is one. */
export const cacheKeyOf = (locale: Locale, address: string) =>
  languagePacks[locale].getCacheKeyForURL(new URL(address, self.location.origin).href);

/** Keeps a language file fetched for a page once its body is whole: a cut-off body rejects the put. */
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

// Files fetched at once for a pack: one at a time (Workbox's way) took 12 s on slow 4G, four 4 s,
// and four do not hold up the page the reader is on (npm run bench:switch).
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
      // As Workbox's install: a file with a revision (its name never changes) bypasses the HTTP cache.
      const cache: RequestCache = url === cacheKey ? 'default' : 'reload';
      // The precache's strategy: skips a file kept at its revision, refuses an error status, and keeps
      // a redirected answer as a plain one (a browser refuses a redirect for a navigation).
      const request = new Request(url, { cache, credentials: 'same-origin' });
      await Promise.all(pack.strategy.handleAll({ request, event: install, params: { cacheKey } }));
    }
  };
  await Promise.all(Array.from({ length: parallelFetches }, fetchNext));
}

const downloads = new Map<Locale, Promise<void>>();

/** Puts a language's pack on the device, one download per language at once; a failure is forgotten. */
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

/** The first language of `order` whose page is kept (a pack may be part-fetched), with the page. */
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
