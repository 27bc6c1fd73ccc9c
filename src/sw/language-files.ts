import { defaultLocale, isLocale, localeInfo, locales, type Locale } from '../config/locales';

/**
 * The visitor's language, as the page that registered the worker named it (`/sw.js?lang=sw`): the
 * page's language is the one the visitor reads, or chose with the language link.
 */
export function workerLocale(scriptUrl: string): Locale {
  const lang = new URL(scriptUrl).searchParams.get('lang');
  return isLocale(lang) ? lang : defaultLocale;
}

/** Build-relative folders of a language other than English: `sw/` (its pages), `assets/sw/` (its scripts). */
const otherLanguageOf = (url: string): Locale | undefined =>
  locales.find((locale) => {
    const folder = localeInfo[locale].prefix.slice(1);
    if (folder === '') return false;
    return url === `${folder}.html` || url.startsWith(`${folder}/`) || url.startsWith(`assets/${folder}/`);
  });

/** The language a precached file belongs to, or undefined for a file of both (a picture, an icon). */
export function languageOfFile(url: string): Locale | undefined {
  const path = url.replace(/^\//, '').split('?')[0] ?? '';
  const other = otherLanguageOf(path);
  if (other) return other;
  // English pages and scripts: the root's pages and assets/ outside every other language's folder.
  if (path.endsWith('.html') || path.startsWith('assets/')) return defaultLocale;
  return undefined;
}

/**
 * The precache a reader of `locale` needs: their language's pages and scripts, and what both share.
 * The other language's pages are cached when visited (src/sw/page-routes.ts).
 */
export function precacheFor<Entry extends { url: string } | string>(
  manifest: readonly Entry[],
  locale: Locale,
): Entry[] {
  return manifest.filter((entry) => {
    const language = languageOfFile(typeof entry === 'string' ? entry : entry.url);
    return language === undefined || language === locale;
  });
}
