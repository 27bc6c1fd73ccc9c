/**
 * The check of one data file, run by the build and the editor alike: the English against the
 * collection's schema, then each language merged over it and checked by the same schema, since that
 * is what its pages show; with the fields still in English and the translations to review.
 */
import { z } from 'zod';
import { defaultLocale, localeInfo, locales as siteLocales, type Locale } from '../../config/locales.ts';
import { collections, isFolderCollection, type CollectionName } from './collections.ts';
import { formatIssues, type PathKey } from './issue-messages.ts';
import type { LanguageBlocks } from './language-blocks.ts';
import { needsReview, reviewMarks } from './translation-review.ts';
import { mergeTranslation, type TranslatableNode } from './translations.ts';

/** A file's schema, and its JSON Schema form, which says which fields are words. */
export interface FileSchema {
  schema: z.ZodType;
  node: TranslatableNode;
}

export const fileSchema = (schema: z.ZodType): FileSchema => ({
  schema,
  node: z.toJSONSchema(schema, { unrepresentable: 'any' }) as TranslatableNode,
});

/** What one file of a collection holds: an entry of a folder, or the whole single file. */
export function fileSchemaOf(name: CollectionName): FileSchema {
  const place = collections[name];
  return fileSchema(isFolderCollection(place) ? place.entry : place.schema);
}

/** A file in one language, as its pages show it. */
export interface LanguageCheck {
  /** As the schema gave it back: the English, or a translation's words over the English's figures. */
  data: unknown;
  /** The fields it shows in English for want of a translation. */
  untranslated: PathKey[][];
  /** Those, and the fields translated with the English's own words: each is marked English on the page. */
  inEnglish: PathKey[][];
  /** The fields translated from an English that has changed since. */
  needsReview: PathKey[][];
}

export type FileCheck =
  { languages: Record<Locale, LanguageCheck>; problems: [] } | { languages: undefined; problems: string[] };

/**
 * Checks a file's blocks in each of `languages`: its data in each, or every problem the build would
 * refuse it for, naming `file` (a translation's as `content/faqs/fees.yml (Kiswahili)`).
 */
export function checkFile(
  { schema, node }: FileSchema,
  blocks: LanguageBlocks,
  file: string,
  languages: readonly Locale[] = siteLocales,
): FileCheck {
  const english = schema.safeParse(blocks.english);
  if (!english.success) {
    return {
      languages: undefined,
      problems: formatIssues(file, blocks.english, english.error.issues, schema),
    };
  }
  const checked: Partial<Record<Locale, LanguageCheck>> = {
    [defaultLocale]: { data: english.data, untranslated: [], inEnglish: [], needsReview: [] },
  };
  const problems: string[] = [];
  for (const locale of languages) {
    if (locale === defaultLocale) continue;
    const translation = blocks.translations[locale];
    const { value, missing, inEnglish } = mergeTranslation(english.data, translation, node);
    const merged = schema.safeParse(value);
    if (!merged.success) {
      const named = `${file} (${localeInfo[locale].name})`;
      problems.push(...formatIssues(named, value, merged.error.issues, schema));
      continue;
    }
    checked[locale] = {
      data: merged.data,
      untranslated: missing,
      inEnglish,
      needsReview: needsReview(english.data, translation, reviewMarks(translation), node),
    };
  }
  // Every language asked for, English first, has its check above.
  return problems.length > 0
    ? { languages: undefined, problems }
    : { languages: checked as Record<Locale, LanguageCheck>, problems: [] };
}
