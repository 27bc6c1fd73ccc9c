/** Every catalogue of every language, for what reads the words outside the pages (tools/ui-words.ts). */
import { isLocale, type Locale } from '../config/locales';

const byFile = import.meta.glob<unknown>('./*/*.ts', { eager: true, import: 'words' });

/** Each language's catalogues by name, as its folder holds them (tools/ui-words.ts checks them). */
export const everyCatalogue: Partial<Record<Locale, Record<string, unknown>>> = {};
for (const [file, words] of Object.entries(byFile)) {
  const [, locale = '', name = ''] = /^\.\/([^/]+)\/([^/]+)\.ts$/.exec(file) ?? [];
  if (isLocale(locale)) (everyCatalogue[locale] ??= {})[name] = words;
}
