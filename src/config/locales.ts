/**
 * The site's languages, one record each: what the build, the routes, the service worker, the servers
 * and the tests read about a language. English is at the root, Kiswahili under /sw with the same slugs.
 */
export interface LocaleRecord {
  /** <html lang>, and a `lang` on anything shown in this language inside another's page. */
  lang: string;
  /** hreflang (alternates, the language link). */
  hreflang: string;
  /** og:locale. */
  ogLocale: string;
  /** Its name in itself, as the language link and the booking's e-mail say it. */
  name: string;
  /** Where its pages are on the site: '' is the root, else a path prefix (`/sw`). */
  prefix: string;
  /** The build's folder of its pages ('' for the root), its home page's file and its not-found page's. */
  pages: string;
  homePage: string;
  notFoundPage: string;
  /** The build's folder of its words and content (small script chunks) and its pages' shared stylesheets. */
  assets: string;
  /** The build's folder of its courses' share cards (link previews only). */
  shareCards: string;
}

export const localeInfo = {
  en: {
    lang: 'en-KE',
    hreflang: 'en',
    ogLocale: 'en_KE',
    name: 'English',
    prefix: '',
    pages: '',
    homePage: 'index.html',
    notFoundPage: '404.html',
    assets: 'assets/en/',
    shareCards: 'share/',
  },
  sw: {
    lang: 'sw-KE',
    hreflang: 'sw',
    ogLocale: 'sw_KE',
    name: 'Kiswahili',
    prefix: '/sw',
    pages: 'sw/',
    homePage: 'sw.html',
    notFoundPage: 'sw/404.html',
    assets: 'assets/sw/',
    shareCards: 'share/sw/',
  },
} as const satisfies Record<string, LocaleRecord>;

/** The site's languages, in the order of their records: a language is its record. */
export type Locale = keyof typeof localeInfo;
export const locales = Object.keys(localeInfo) as Locale[];
export const defaultLocale: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/** The language a site path is in: `/sw/courses` is Kiswahili, `/courses` English. */
export function localeOfPath(pathname: string): Locale {
  return (
    locales.find((locale) => {
      const { prefix } = localeInfo[locale];
      return prefix !== '' && (pathname === prefix || pathname.startsWith(`${prefix}/`));
    }) ?? defaultLocale
  );
}

/** A path without its language prefix: `/sw/courses` is `/courses`, `/sw` is `/`. */
export function unlocalizedPath(pathname: string): string {
  const { prefix } = localeInfo[localeOfPath(pathname)];
  return pathname.slice(prefix.length) || '/';
}

/** A page's address in a language: `/courses` in Kiswahili is `/sw/courses`, the home page `/sw`. */
export function localizedPath(pathname: string, locale: Locale): string {
  const path = unlocalizedPath(pathname);
  const { prefix } = localeInfo[locale];
  if (prefix === '') return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The file a page's address is written to in the build: `/` is `index.html`, `/sw/courses` `sw/courses.html`. */
export function pageFileOf(pathname: string, locale: Locale): string {
  const path = unlocalizedPath(pathname);
  const record = localeInfo[locale];
  return path === '/' ? record.homePage : `${record.pages}${path.slice(1)}.html`;
}

/** A language's not-found page, as the servers and the worker name it from the site's root: `/sw/404.html`. */
export const notFoundPageOf = (locale: Locale): string => `/${localeInfo[locale].notFoundPage}`;

/** The language a built file belongs to (pages, words, content, stylesheets); undefined if shared. */
export function localeOfFile(file: string): Locale | undefined {
  const path = file.replace(/^\//, '').split('?')[0] ?? '';
  const owner = (locale: Locale) => {
    const { pages, homePage, assets } = localeInfo[locale];
    if (path.startsWith(assets) || path === homePage) return true;
    // Pages at the root are the default language's unless another language's folder holds them.
    return path.endsWith('.html') && path.startsWith(pages);
  };
  // The longest page folder first, so `sw/courses.html` is Kiswahili's, not the root's.
  return [...locales].sort((a, b) => localeInfo[b].pages.length - localeInfo[a].pages.length).find(owner);
}

/** Every language but this one: what the language link offers, in the site's order of languages. */
export const otherLocales = (locale: Locale): Locale[] => locales.filter((other) => other !== locale);
