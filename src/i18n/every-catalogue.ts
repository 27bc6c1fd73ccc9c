/**
 * Every catalogue of every language, found by the folders they are in (src/i18n/<locale>/<name>.ts):
 * for what reads the words outside the pages (the build's own files, the tests), through
 * tools/ui-words.ts. The pages load theirs a catalogue at a time (src/locale/locale-modules.ts).
 */
import { isLocale, type Locale } from '../config/locales';

const byFile = import.meta.glob<unknown>('./*/*.ts', { eager: true, import: 'words' });

/** Each language's catalogues by name, as its folder holds them (tools/ui-words.ts checks them). */
export const everyCatalogue: Partial<Record<Locale, Record<string, unknown>>> = {};
for (const [file, words] of Object.entries(byFile)) {
  const [, locale = '', name = ''] = /^\.\/([^/]+)\/([^/]+)\.ts$/.exec(file) ?? [];
  if (isLocale(locale)) (everyCatalogue[locale] ??= {})[name] = words;
}
