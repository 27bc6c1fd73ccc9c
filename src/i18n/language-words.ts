/**
 * Each language's words about itself: every page offers every other language, so all are in the
 * app's code (a few hundred bytes each).
 */
import type { Locale } from '../config/locales';
import type { LanguageWords } from './en/language';

const byFile = import.meta.glob<LanguageWords>('./*/language.ts', { eager: true, import: 'words' });

/** A language's words about itself. */
export function languageWords(locale: Locale): LanguageWords {
  const words = byFile[`./${locale}/language.ts`];
  if (!words) throw new Error(`No src/i18n/${locale}/language.ts: copy another language's and translate it`);
  return words;
}
