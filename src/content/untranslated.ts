import { defaultLocale, localeInfo } from '../config/locales.ts';
import type { Untranslated } from './schema/translations.ts';

/** A field's `lang`: English's where another language's page shows it untranslated (for screen readers). */
export function langOf<Data extends Untranslated>(
  data: Data,
  field: Exclude<keyof Data, 'untranslated'> & string,
): string | undefined {
  return data.untranslated?.includes(field) ? localeInfo[defaultLocale].lang : undefined;
}
