import type { Untranslated } from '../content/schema/translations';
import { langOf } from '../content/untranslated';

/** A content field as text, in a span marked lang="en" where another language's page has it untranslated. */
export function ContentText<
  Data extends Untranslated & Record<Field, string>,
  Field extends Exclude<keyof Data, 'untranslated'> & string,
>({ of, field }: { of: Data; field: Field }) {
  const lang = langOf(of, field);
  return lang ? <span lang={lang}>{of[field]}</span> : <>{of[field]}</>;
}
