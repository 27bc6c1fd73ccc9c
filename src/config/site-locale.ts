import { defaultLocale, isLocale, localeInfo, type Locale } from './locales';

/** The language of this build (the pages, strings and content it was built with: vite.config.ts). */
export const siteLocale: Locale = isLocale(import.meta.env.SITE_LOCALE)
  ? import.meta.env.SITE_LOCALE
  : defaultLocale;

/** The router's basename for this build: its pages' links all start with it (none for English). */
export const routerBasename: string | undefined = localeInfo[siteLocale].prefix || undefined;
