// A language's words and content as its pages read them: the words catalogues (src/i18n/<locale>/)
// and the content plugin's modules (virtual:content/<locale>/<name>), loaded as the prerender loads
// them. Only under vitest, whose config runs the build's plugins; a Node-side check of the data
// itself reads it with loadContent() (tools/content-data.ts, tests/support/site-content.ts).
import type { Locale } from '../../src/config/locales.ts';
import { loadedLocaleData, type LocaleData } from '../../src/locale/locale-data.ts';
import { everyLocaleModule, preloadLocaleModules } from '../../src/locale/locale-modules.ts';

/** Loads every module of a language, so a component or a helper reads it without waiting. */
export const preloadLocale = (locale: Locale): Promise<void> =>
  preloadLocaleModules(locale, everyLocaleModule());

/** A language's words and content, loaded: `words('booking')`, `content('courses')`. */
export async function localeDataOf(locale: Locale): Promise<LocaleData> {
  await preloadLocale(locale);
  return loadedLocaleData(locale);
}
