/**
 * The entry being edited, read from Decap's state (Immutable.js maps) as each language's block: the
 * English under `data`, each other language under `i18n.<locale>.data`.
 */
import type { Locale } from '../config/locales';
import { otherLanguages, type LanguageBlocks } from '../content/schema/language-blocks';

/** As much of an Immutable.js map as is read here. */
interface ImmutableMap {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
}

const isImmutableMap = (value: unknown): value is ImmutableMap =>
  typeof value === 'object' && value !== null && typeof (value as ImmutableMap).getIn === 'function';

/** Plain data from what Decap holds: Immutable.js collections turned into objects and arrays. */
export const plain = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && typeof (value as { toJS?: unknown }).toJS === 'function'
    ? (value as { toJS(): unknown }).toJS()
    : value;

/** Each language's block of a Decap entry; `english` is given where its `data` is another language's. */
export function editedBlocks(entry: unknown, english?: unknown): LanguageBlocks {
  if (!isImmutableMap(entry)) return { english, translations: {} };
  const translations: Partial<Record<Locale, unknown>> = {};
  for (const locale of otherLanguages) {
    const block = plain(entry.getIn(['i18n', locale, 'data']));
    if (block !== undefined) translations[locale] = block;
  }
  return { english: english ?? plain(entry.get('data')) ?? {}, translations };
}

/** The English being edited, from the editor's whole state (`state`, given to every preview). */
export function englishInState(state: unknown): unknown {
  const draft =
    typeof state === 'object' && state !== null ? (state as { entryDraft?: unknown }).entryDraft : undefined;
  return isImmutableMap(draft) ? plain(draft.getIn(['entry', 'data'])) : undefined;
}
