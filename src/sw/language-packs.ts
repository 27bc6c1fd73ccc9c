/**
 * Each language's own files (its pages, its words and content, its stylesheets) in a cache of
 * its own, on the device once the reader reads that language: a reader of one language downloads
 * its files only, and choosing the other fetches the other's within seconds, while keeping the
 * first. What every language shares (the app's code, pictures, icons) is Workbox's precache.
 */
import type { PrecacheEntry } from 'workbox-precaching';
import { localeOfFile, locales, type Locale } from '../config/locales';

type ManifestEntry = PrecacheEntry | string;

export interface LanguageFile {
  /** Build-relative, as the manifest names it: `sw/courses.html`. */
  url: string;
  /** Where it is fetched from: its absolute URL. */
  address: string;
  /** Where it is kept: its URL with its revision, as Workbox keys a file whose name does not change. */
  cacheKey: string;
  /**
   * As Workbox's precache asks: a file whose name does not change with its content (a page) from
   * the network, never the browser's HTTP cache, which may hold an older one; a hashed chunk from
   * wherever it is, so the chunks the page just loaded are not downloaded twice on metered data.
   */
  cacheMode: RequestCache;
}

export interface SplitManifest {
  /** Files of no language in particular, for Workbox's precache. */
  shared: ManifestEntry[];
  /** Each language's files, by build-relative URL. */
  languages: Record<Locale, Map<string, LanguageFile>>;
}

const urlOf = (entry: ManifestEntry) => (typeof entry === 'string' ? entry : entry.url).replace(/^\//, '');

function cacheKeyOf(entry: ManifestEntry, address: string): string {
  const url = new URL(address);
  if (typeof entry !== 'string' && entry.revision) url.searchParams.set('__WB_REVISION__', entry.revision);
  return url.href;
}

/** The build's manifest, each file to its language's pack or to what every reader shares. */
export function splitManifest(manifest: readonly ManifestEntry[], origin: string): SplitManifest {
  const languages = Object.fromEntries(
    locales.map((locale) => [locale, new Map()]),
  ) as SplitManifest['languages'];
  const shared: ManifestEntry[] = [];
  for (const entry of manifest) {
    const url = urlOf(entry);
    const locale = localeOfFile(url);
    const address = new URL(url, `${origin}/`).href;
    const cacheMode = typeof entry !== 'string' && entry.revision ? 'reload' : 'default';
    if (locale) languages[locale].set(url, { url, address, cacheKey: cacheKeyOf(entry, address), cacheMode });
    else shared.push(entry);
  }
  return { shared, languages };
}

const cacheNameOf = (locale: Locale) => `language-${locale}`;

/** Whether a language's pack was ever put on this device (by this version or an earlier one). */
export const hasLanguagePack = (locale: Locale) => caches.has(cacheNameOf(locale));

// Files fetched at once while a pack is put on the device: one at a time, a round trip each, took
// 12 s for a language's 45 files on slow 4G (150 ms round trips), four at a time 4 s, and four are
// few enough not to hold up the page the reader is on (npm run bench:switch measures it).
const parallelFetches = 4;

/** Puts a language's files on the device: each one not cached at its revision yet. */
export async function installLanguagePack(
  files: ReadonlyMap<string, LanguageFile>,
  locale: Locale,
): Promise<void> {
  const cache = await caches.open(cacheNameOf(locale));
  const queue = [...files.values()];
  const fetchNext = async (): Promise<void> => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const { url, address, cacheKey, cacheMode } = file;
      if (await cache.match(cacheKey)) continue;
      const response = await fetch(address, { cache: cacheMode, credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${url}: ${response.status} while saving ${locale} for offline use`);
      await cache.put(cacheKey, response.redirected ? await unredirected(response) : response);
    }
  };
  await Promise.all(Array.from({ length: parallelFetches }, fetchNext));
}

/**
 * A response the server reached by a redirect (Cloudflare Pages sends `/about.html` to `/about`),
 * as a plain one: a browser refuses a redirected response as the answer to a navigation, as
 * Workbox's precache knows (its copyRedirectedCacheableResponsesPlugin).
 */
async function unredirected(response: Response): Promise<Response> {
  const { status, statusText, headers } = response;
  return new Response(await response.blob(), { status, statusText, headers });
}

/**
 * Keeps a language file fetched for a page (a language not on the device yet), once its body has
 * arrived whole: a body cut off rejects the put, so half a file is never kept. Unkept otherwise.
 */
export async function keepLanguageFile(
  file: LanguageFile,
  locale: Locale,
  fetching: Promise<Response>,
): Promise<void> {
  // Cloned as it arrives, before the page reads its body.
  const copy = fetching.then((response) =>
    response.ok && !response.redirected ? response.clone() : undefined,
  );
  try {
    const response = await copy;
    if (response) await (await caches.open(cacheNameOf(locale))).put(file.cacheKey, response);
  } catch {
    // Failed or cut off: the pack's own download fetches it again.
  }
}

/** Drops what this version no longer lists (an older page revision, a chunk renamed by a rebuild). */
export async function pruneLanguagePack(
  files: ReadonlyMap<string, LanguageFile>,
  locale: Locale,
): Promise<void> {
  if (!(await hasLanguagePack(locale))) return;
  const cache = await caches.open(cacheNameOf(locale));
  const wanted = new Set([...files.values()].map((file) => file.cacheKey));
  for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
}

/** A language file as kept on the device, if it is. */
export async function matchLanguageFile(file: LanguageFile, locale: Locale): Promise<Response | undefined> {
  return (await caches.open(cacheNameOf(locale))).match(file.cacheKey);
}

/**
 * The first language of `order` whose page `nameOf(locale)` (build-relative: `sw/404.html`) is on
 * the device, with the page as kept: a pack can be part-fetched, so its cache alone says too little.
 */
export async function firstKeptPage(
  languages: SplitManifest['languages'],
  order: Iterable<Locale>,
  nameOf: (locale: Locale) => string,
): Promise<{ locale: Locale; page: Response } | undefined> {
  for (const locale of new Set(order)) {
    const file = languages[locale].get(nameOf(locale));
    const page = file && (await matchLanguageFile(file, locale));
    if (page) return { locale, page };
  }
  return undefined;
}
