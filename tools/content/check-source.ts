// The build's checks of the data files' text, each a pure step: a file alone, and a folder's
// entries together (unique slugs, at least one).
import { parseDocument } from 'yaml';
import { defaultLocale, locales, type Locale } from '../../src/config/locales.ts';
import {
  checkFile,
  fileSchemaOf,
  type FileCheck,
  type FileSchema,
  type LanguageCheck,
} from '../../src/content/schema/check-file.ts';
import {
  collections,
  isFolderCollection,
  type CollectionName,
  type FolderCollection,
} from '../../src/content/schema/collections.ts';
import { formatIssues, isRecord } from '../../src/content/schema/issue-messages.ts';
import { languageBlocks } from '../../src/content/schema/language-blocks.ts';
import { contentFile } from './content-files.ts';

/**
 * Parses and checks one data file: a single-file collection (`content/home.yml`) or one entry of a
 * folder (`content/courses/web-development.yml`), in each of `languages`.
 */
export function checkSource(
  name: CollectionName,
  source: string,
  file = contentFile(name),
  languages: readonly Locale[] = locales,
  schema: FileSchema = fileSchemaOf(name),
): FileCheck {
  const document = parseDocument(source, { prettyErrors: true });
  if (document.errors.length > 0) {
    const problems = document.errors.map((error) => `${file}: not valid YAML: ${error.message}`);
    return { languages: undefined, problems };
  }
  const parsed = languageBlocks(document.toJS());
  if ('problem' in parsed) return { languages: undefined, problems: [`${file}: ${parsed.problem}`] };
  return checkFile(schema, parsed.blocks, file, languages);
}

/** An entry of a folder as checked: its file and its data in each language. */
export interface CheckedEntry {
  file: string;
  languages: Record<Locale, LanguageCheck>;
}

/** Entries by their position in the list (empty last), or by date; ties by file name. */
function sortEntries(order: FolderCollection['order'], entries: CheckedEntry[]): CheckedEntry[] {
  const key = (entry: CheckedEntry): [number, string] => {
    const data = entry.languages[defaultLocale].data;
    const fields = isRecord(data) ? data : {};
    return order === 'position'
      ? [typeof fields.order === 'number' ? fields.order : Number.POSITIVE_INFINITY, '']
      : [0, `${String(fields.date)} ${typeof fields.start === 'string' ? fields.start : ''}`];
  };
  return [...entries].sort((a, b) => {
    const [aNumber, aText] = key(a);
    const [bNumber, bText] = key(b);
    return aNumber - bNumber || aText.localeCompare(bText) || a.file.localeCompare(b.file);
  });
}

export type FolderCheck =
  | { entries: CheckedEntry[]; lists: Record<Locale, unknown[]>; problems: [] }
  | { entries: undefined; lists: undefined; problems: string[] };

/**
 * Checks a folder collection's entry files, each alone in each language, then together in English:
 * the entries in list order, each language's list of their data, or the problems found.
 */
export function checkFolder(
  name: CollectionName,
  /** Each file's name (as messages give it) and its text. */
  files: readonly { file: string; source: string }[],
  folderName = contentFile(name),
  languages: readonly Locale[] = locales,
  // One JSON Schema for every entry of the folder.
  schema: FileSchema = fileSchemaOf(name),
): FolderCheck {
  const place = collections[name];
  if (!isFolderCollection(place)) throw new Error(`${name} is one file, not a folder of entries`);
  const problems: string[] = [];
  const entries: CheckedEntry[] = [];
  for (const { file, source } of files) {
    const result = checkSource(name, source, file, languages, schema);
    if (result.languages) entries.push({ file, languages: result.languages });
    else problems.push(...result.problems);
  }
  if (problems.length > 0) return { entries: undefined, lists: undefined, problems };
  const sorted = sortEntries(place.order, entries);
  // Together, in English: which entry is which (a slug, a title a booking names) is the English's to say.
  const result = place.schema.safeParse(sorted.map((entry) => entry.languages[defaultLocale].data));
  if (!result.success) {
    // What no single entry shows, named by the entry's own file (the later of two that clash).
    const named = result.error.issues.map((issue) => {
      const [index, ...rest] = issue.path;
      const entry = typeof index === 'number' ? sorted[index] : undefined;
      if (!entry) return `${folderName}: ${issue.message}`;
      const data = entry.languages[defaultLocale].data;
      const [problem] = formatIssues(entry.file, data, [{ ...issue, path: rest }], place.entry);
      return problem ?? `${entry.file}: ${issue.message}`;
    });
    return { entries: undefined, lists: undefined, problems: named };
  }
  const lists = {} as Record<Locale, unknown[]>;
  for (const locale of languages) lists[locale] = sorted.map((entry) => entry.languages[locale].data);
  lists[defaultLocale] = result.data;
  return { entries: sorted, lists, problems: [] };
}
