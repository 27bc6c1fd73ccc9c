/**
 * The site's two languages, in one place (as Astro's i18n routing keeps them): English at today's
 * addresses, Kiswahili under /sw with the same slugs. Each language is its own build of the same
 * components (scripts/build.mjs), so a page loads only its own language's words and content.
 */
export const locales = ['en', 'sw'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export const localeInfo = {
  en: {
    /** <html lang>, and hreflang. */
    lang: 'en-KE',
    hreflang: 'en',
    /** og:locale. */
    ogLocale: 'en_KE',
    /** Where its pages live: '' is the site's root. */
    prefix: '',
    /** Its name in itself, as the language link says it. */
    name: 'English',
  },
  sw: { lang: 'sw-KE', hreflang: 'sw', ogLocale: 'sw_KE', prefix: '/sw', name: 'Kiswahili' },
} as const satisfies Record<
  Locale,
  { lang: string; hreflang: string; ogLocale: string; prefix: string; name: string }
>;

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
  const rest = pathname.slice(prefix.length);
  return rest === '' ? '/' : rest;
}

/**
 * The one helper for a page's address in a language: `/courses` in Kiswahili is `/sw/courses`, the
 * home page `/sw`; any path already in a language is moved to the other.
 */
export function localizedPath(pathname: string, locale: Locale): string {
  const path = unlocalizedPath(pathname);
  const { prefix } = localeInfo[locale];
  if (prefix === '') return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** A language's not-found page, the file every unknown address of that language is answered with. */
export const notFoundPageOf = (locale: Locale): string => `${localizedPath('/404', locale)}.html`;

/** The other language of a two-language site: the one the language link offers. */
export const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'sw' : 'en');
