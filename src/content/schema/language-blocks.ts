/**
 * A data file by language, as the editor saves it (Decap's i18n, `single_file`): `en:` holds every
 * field, each other language's block only its words (the fields the schema marks `translate`).
 */
import { defaultLocale, isLocale, localeInfo, locales, type Locale } from '../../config/locales.ts';
import { isRecord } from './issue-messages.ts';
import { filled, hasTranslatable, isWords, wordsNode, type TranslatableNode } from './translations.ts';

/** A data file's English and its translations by language. */
export interface LanguageBlocks {
  english: unknown;
  translations: Partial<Record<Locale, unknown>>;
}

/** Every language but English, in the site's order. */
export const otherLanguages = locales.filter((locale) => locale !== defaultLocale);

/** The blocks of a data file's data, or why it is not one (a line for staff, without the file's name). */
export function languageBlocks(data: unknown): { blocks: LanguageBlocks } | { problem: string } {
  if (!isRecord(data) || !isRecord(data[defaultLocale]))
    return {
      problem: `must hold the English under "${defaultLocale}:" (and the ${otherLanguages.map((locale) => `${localeInfo[locale].name} under "${locale}:"`).join(', ')}), as the editor saves it`,
    };
  // A data file holds the site's languages: the English (every field) and the others (words only).
  const unknown = Object.keys(data).filter((key) => !isLocale(key));
  if (unknown.length > 0)
    return { problem: `${unknown.join(', ')}: not a language of the site (${locales.join(', ')})` };
  const notBlocks = otherLanguages.filter((locale) => data[locale] != null && !isRecord(data[locale]));
  if (notBlocks.length > 0)
    return {
      problem: `${notBlocks.join(', ')}: must hold the ${notBlocks.map((locale) => localeInfo[locale].name).join(', ')} field by field, under the same names as the English`,
    };
  const translations: Partial<Record<Locale, unknown>> = {};
  for (const locale of otherLanguages) if (isRecord(data[locale])) translations[locale] = data[locale];
  return { blocks: { english: data[defaultLocale], translations } };
}

/**
 * A translation block as the file keeps it: only its filled words, in the groups and list items
 * that hold them (an item keeps its place, to match the English by position).
 */
export function wordsOnly(translation: unknown, given: TranslatableNode | undefined): unknown {
  const node = wordsNode(given);
  if (!node || !hasTranslatable(node)) return undefined;
  if (isWords(node)) return filled(translation) ? translation : undefined;
  if (Array.isArray(translation)) {
    const items = translation.map((item) => wordsOnly(item, node.items) ?? {});
    while (items.length > 0 && isEmpty(items[items.length - 1])) items.pop();
    return items.length > 0 ? items : undefined;
  }
  if (!isRecord(translation)) return undefined;
  const kept = Object.entries(translation).flatMap(([key, value]) => {
    const words = wordsOnly(value, node.properties?.[key]);
    return words === undefined ? [] : [[key, words] as const];
  });
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

const isEmpty = (value: unknown) => isRecord(value) && Object.keys(value).length === 0;

/**
 * A translation block with the English's figures beside the words of each group and list item that
 * holds words: what the editor's translation side shows, disabled (Decap's `duplicate`).
 */
export function withFigures(
  translation: unknown,
  english: unknown,
  given: TranslatableNode | undefined,
  inside = false,
): unknown {
  const node = wordsNode(given);
  if (!node || !hasTranslatable(node)) return inside ? english : translation;
  if (isWords(node)) return translation;
  if (Array.isArray(english)) {
    const items: unknown[] = Array.isArray(translation) ? translation : [];
    const matched = english.map((item, index) => withFigures(items[index], item, node.items, true));
    return [...matched, ...items.slice(english.length)];
  }
  if (!isRecord(english)) return translation;
  const own = isRecord(translation) ? translation : {};
  const shown: Record<string, unknown> = { ...own };
  for (const [key, value] of Object.entries(english)) {
    const field = node.properties?.[key];
    const filledIn = withFigures(own[key], value, field, inside || field !== undefined);
    if (filledIn !== undefined && (inside || hasTranslatable(wordsNode(field)))) shown[key] = filledIn;
  }
  return shown;
}
