import { localeInfo } from '../config/locales';

/** Content as a page in another language gets it: the names of its fields still in English. */
interface MayBeUntranslated {
  untranslated?: readonly string[];
}

/**
 * The `lang` of a field of the content: English's where a page of another language shows it
 * untranslated (the build fell back to the English, src/content/schema/translations.ts), so a
 * screen reader reads it as English; otherwise nothing, the page's own language.
 */
export function langOf<Data extends MayBeUntranslated>(
  data: Data,
  field: Exclude<keyof Data, 'untranslated'> & string,
): string | undefined {
  return data.untranslated?.includes(field) ? localeInfo.en.lang : undefined;
}
