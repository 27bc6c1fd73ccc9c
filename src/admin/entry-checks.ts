/**
 * The build's own checks of one file (src/content/schema/check-file.ts) and its references, run in
 * the editor on the file a save would write: before a save, and in the preview as staff type.
 */
import { references } from 'virtual:decap-config';
import { defaultLocale, locales, type Locale } from '../config/locales';
import { checkFile, fileSchemaOf, type FileSchema } from '../content/schema/check-file';
import { collections, isFolderCollection, type CollectionName } from '../content/schema/collections';
import { describePath, fieldName, isRecord } from '../content/schema/issue-messages';
import type { LanguageBlocks } from '../content/schema/language-blocks';
import { referenceProblems } from '../content/schema/references';
import { markUntranslated } from '../content/schema/translations';
import { asSaved } from './editor-languages';

const isCollectionName = (name: string): name is CollectionName => name in collections;

// Each collection's schema and its JSON Schema, worked out once rather than at every key press.
const schemas = Object.fromEntries(
  (Object.keys(collections) as CollectionName[]).map((name) => [name, fileSchemaOf(name)]),
) as Record<CollectionName, FileSchema>;

/** Decap's entry (an Immutable.js map), where its file's `path` is, or a new entry's `slug`. */
interface DecapEntry {
  get(key: 'path' | 'slug'): string | undefined;
}

/** Where the entry is saved, as the build names the file: `content/events/open-day.yml`. */
function fileOf(name: CollectionName, data: unknown, entry: DecapEntry): string {
  const place = collections[name];
  if (!isFolderCollection(place)) return `content/${place.file}`;
  const path = entry.get('path');
  if (path) return path;
  // A new entry has no file yet: named by its slug field, as the editor will name it, if it has one.
  const slug = entry.get('slug') || (isRecord(data) && typeof data.slug === 'string' && data.slug);
  return `content/${place.folder}/${slug || 'new-entry'}.yml`;
}

/** The entry as the build would see the file a save writes. */
export interface EditedEntryCheck {
  /** Every problem the build would refuse it for, one line each (none: it may be saved). */
  problems: string[];
  /** Its data in each language as the pages would show it, when it has no problem. */
  languages: Partial<Record<Locale, unknown>>;
  /** Each language's translated fields whose English changed since, named as in the editor. */
  needsReview: Partial<Record<Locale, string[]>>;
}

/** Checks the entry being edited (each language's block as the editor holds it). */
export function checkEditedEntry(name: string, edited: LanguageBlocks, entry: DecapEntry): EditedEntryCheck {
  if (!isCollectionName(name)) return { problems: [], languages: {}, needsReview: {} };
  const schema = schemas[name];
  const file = fileOf(name, edited.english, entry);
  const result = checkFile(schema, asSaved(edited, schema.node), file, locales);
  if (!result.languages) return { problems: result.problems, languages: {}, needsReview: {} };
  const english = result.languages[defaultLocale].data;
  // References are figures, the same in every language: checked on the English.
  const problems = referenceProblems(name, english, references).map(
    ({ path, message }) => `${file}: ${describePath(english, path)}: ${message}`,
  );
  const languages: Partial<Record<Locale, unknown>> = {};
  const needsReview: Partial<Record<Locale, string[]>> = {};
  for (const locale of locales) {
    const checked = result.languages[locale];
    languages[locale] = markUntranslated(checked.data, checked.inEnglish);
    needsReview[locale] = checked.needsReview.map((path) =>
      fieldName(english, path, schema.schema, schema.node),
    );
  }
  return { problems, languages, needsReview };
}

/** Why an entry was not saved: its message is the build's own lines, with no "Error:" before them. */
export class EntryRefused extends Error {
  constructor(problems: readonly string[]) {
    super(problems.join('\n'));
    // Decap shows the error as text ("Failed to persist entry: <error>"): an empty name keeps it to the lines.
    this.name = '';
  }
}
