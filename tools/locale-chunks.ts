import { isLocale, localeInfo, type Locale } from '../src/config/locales.ts';

/** Which language module a module of the build is: a words catalogue (src/i18n/sw/common.ts) or a content module (virtual:content/sw/site). */
export function languageModuleOf(id: string): { locale: Locale; kind: 'words' | 'content' } | undefined {
  const words = /\/src\/i18n\/([^/]+)\/[^/]+$/.exec(id)?.[1];
  if (isLocale(words)) return { locale: words, kind: 'words' };
  const content = /^\0virtual:content\/([^/]+)\/[^/]+$/.exec(id)?.[1];
  if (isLocale(content)) return { locale: content, kind: 'content' };
  return undefined;
}

/**
 * Where Rolldown writes a chunk: one language's words or content in that language's folder, named
 * by what it holds (`assets/sw/words-common-….js`, `assets/sw/content-site-….js`, the names a
 * page's `data-locale-modules` lists them by), every other chunk in assets/.
 */
export function localeChunkFileName(chunk: { name: string; moduleIds: readonly string[] }): string {
  // A language's module with the helpers only it imports (Kiswahili's `when` with Kiswahili time):
  // the chunk is that language's, as nothing of another language's or shared code imports it.
  const modules = chunk.moduleIds.flatMap((id) => languageModuleOf(id) ?? []);
  const [first] = modules;
  const ofOneLanguage =
    first !== undefined &&
    modules.every((module) => module.locale === first.locale && module.kind === first.kind);
  return ofOneLanguage
    ? `${localeInfo[first.locale].assets}${first.kind}-[name]-[hash].js`
    : // A virtual module's chunk by what it holds (theme-config), not by its id (_virtual_theme-config).
      `assets/${chunk.name.replace(/^_virtual_/, '')}-[hash].js`;
}
