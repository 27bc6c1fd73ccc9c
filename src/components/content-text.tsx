import type { Untranslated } from '../content/schema/translations';
import { langOf } from '../content/untranslated';

interface Props<Data, Field extends keyof Data & string> {
  of: Data;
  field: Field;
}

/**
 * A field of the content as text, inside a heading or lead a shared component lays out: in a
 * span marked lang="en" when a page of another language shows it untranslated, else bare.
 * Where an element holds exactly the field, it takes `lang={langOf(data, field)}` instead.
 */
export function ContentText<
  Data extends Untranslated & Record<Field, string>,
  Field extends Exclude<keyof Data, 'untranslated'> & string,
>({ of, field }: Props<Data, Field>) {
  const lang = langOf(of, field);
  return lang ? <span lang={lang}>{of[field]}</span> : <>{of[field]}</>;
}
