/**
 * How a data file opens in the editor and how a save writes it, for Decap's i18n (`single_file`).
 * Opening shows each translation with its group's figures beside its words, as Decap's `duplicate`
 * fields expect: Decap would otherwise fill them itself and mark every course "unsaved" on opening.
 * Saving keeps each translation's words alone (a figure is written once, under `en:`) and its
 * review marks (src/content/schema/translation-review.ts).
 */
import type { Formatter } from 'decap-cms-core';
import { defaultLocale, type Locale } from '../config/locales.ts';
import { isRecord } from '../content/schema/issue-messages.ts';
import {
  languageBlocks,
  otherLanguages,
  withFigures,
  wordsOnly,
  type LanguageBlocks,
} from '../content/schema/language-blocks.ts';
import {
  marksOnSave,
  openedReviews,
  reviewedKey,
  reviewMarks,
  type OpenedReviews,
} from '../content/schema/translation-review.ts';
import type { TranslatableNode } from '../content/schema/translations.ts';

/** A file's blocks as the editor holds them while the file is open. */
export function inEditor({ english, translations }: LanguageBlocks, node: TranslatableNode): LanguageBlocks {
  const shown: Partial<Record<Locale, unknown>> = {};
  for (const locale of otherLanguages) {
    const translation = translations[locale];
    const opened = openedReviews(english, translation, reviewMarks(translation), node);
    const withFigure = withFigures(translation, english, node);
    shown[locale] = { ...(isRecord(withFigure) ? withFigure : {}), [reviewedKey]: opened };
  }
  return { english, translations: shown };
}

/**
 * What the editor knew of each translated field when the file opened; a mark still in the file's
 * form (never through `inEditor`) counts as a translation left as it was.
 */
function openedIn(english: unknown, translation: unknown, node: TranslatableNode): OpenedReviews {
  const marks = reviewMarks(translation);
  const opened: OpenedReviews = Object.fromEntries(
    Object.entries(openedReviews(english, translation, marks, node)).filter(([path]) => path in marks),
  );
  const known = isRecord(translation) ? translation[reviewedKey] : undefined;
  for (const [path, review] of Object.entries(isRecord(known) ? known : {})) {
    if (!isRecord(review) || typeof review.text !== 'string') continue;
    opened[path] = { ...(typeof review.from === 'string' ? { from: review.from } : {}), text: review.text };
  }
  return opened;
}

/** A file's blocks as a save writes them: each translation its words alone, and its review marks. */
export function asSaved({ english, translations }: LanguageBlocks, node: TranslatableNode): LanguageBlocks {
  const saved: Partial<Record<Locale, unknown>> = {};
  for (const locale of otherLanguages) {
    const translation = translations[locale];
    const words = wordsOnly(translation, node);
    const marks = marksOnSave(english, translation, openedIn(english, translation, node), node);
    const block = {
      ...(isRecord(words) ? words : {}),
      ...(Object.keys(marks).length > 0 ? { [reviewedKey]: marks } : {}),
    };
    if (Object.keys(block).length > 0) saved[locale] = block;
  }
  return { english, translations: saved };
}

const asFileData = ({ english, translations }: LanguageBlocks) => ({
  [defaultLocale]: english,
  ...translations,
});

/** Decap's own YAML format (files keep its style), with the languages opened and saved as above. */
export function languageFormat(yaml: Formatter, node: TranslatableNode): Formatter {
  return {
    fromFile(content) {
      const data = yaml.fromFile(content);
      const parsed = languageBlocks(data);
      // Anything else (Decap's backup of one language of a draft) is read as it is.
      return 'blocks' in parsed ? asFileData(inEditor(parsed.blocks, node)) : data;
    },
    toFile(data, sortedKeys, comments) {
      const parsed = languageBlocks(data);
      const written = 'blocks' in parsed ? asFileData(asSaved(parsed.blocks, node)) : data;
      return yaml.toFile(written, sortedKeys, comments);
    },
  };
}
