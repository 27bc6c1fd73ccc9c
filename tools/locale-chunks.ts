import { isLocale, localeInfo, type Locale } from '../src/config/locales.ts';

/** The language a module of the build belongs to: a words catalogue (src/i18n/sw/…) or a content module of one language. */
function localeOfModule(id: string): Locale | undefined {
  const match = /\/src\/i18n\/([^/]+)\/|^\0virtual:content\/([^/]+)\//.exec(id);
  const locale = match?.[1] ?? match?.[2];
  return isLocale(locale) ? locale : undefined;
}

/**
 * Where Rolldown writes a chunk: a chunk of one language's modules only in that language's folder
 * (`assets/sw/common-….js`), every other in assets/.
 */
export function localeChunkFileName(chunk: { moduleIds: readonly string[] }): string {
  const languages = new Set(chunk.moduleIds.map(localeOfModule));
  const [locale] = languages;
  return languages.size === 1 && locale ? `${localeInfo[locale].assets}[name]-[hash].js` : 'assets/[name]-[hash].js';
}
