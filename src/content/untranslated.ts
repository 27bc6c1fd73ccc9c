import { defaultLocale, localeInfo } from '../config/locales.ts';
import type { Untranslated } from './schema/translations.ts';

/**
 * The `lang` of a field of the content: English's where a page of another language shows it
 * untranslated (the build fell back to the English, src/content/schema/translations.ts), so a
 * screen reader reads it as English; otherwise nothing, the page's own language.
 */
export function langOf<Data extends Untranslated>(
  data: Data,
  field: Exclude<keyof Data, 'untranslated'> & string,
): string | undefined {
  return data.untranslated?.includes(field) ? localeInfo[defaultLocale].lang : undefined;
}
