// Loads the data files under content/ once for a build: each file, each folder's entries together
// (./content/check-source.ts), then the references between collections, in every language.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { defaultLocale, locales, type Locale } from '../src/config/locales.ts';
import { fileSchemaOf, type FileSchema } from '../src/content/schema/check-file.ts';
import { collections, isFolderCollection, type CollectionName } from '../src/content/schema/collections.ts';
import { fieldName, type PathKey } from '../src/content/schema/issue-messages.ts';
import { referenceProblems, type ContentReferences } from '../src/content/schema/references.ts';
import { fingerprintAt } from '../src/content/schema/translation-review.ts';
import { markUntranslated } from '../src/content/schema/translations.ts';
import { checkFolder, checkSource, type CheckedEntry } from './content/check-source.ts';
import { contentRoot, dataExtension } from './content/content-files.ts';
import {
  whereInContent,
  type ContentData,
  type EntryFile,
  type LanguageContent,
  type LoadedContent,
} from './content/loaded-content.ts';

// Where the content is, for the many readers that only need that and the data.
export { contentFile, contentRoot } from './content/content-files.ts';

/** A content file that does not match its schema: the message names the file, the entry and the field. */
export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The content files do not match their schemas:\n  ${problems.join('\n  ')}`);
    this.name = 'ContentError';
  }
}

/** Reads a folder collection's entry files (`content/courses/*.yml`), or says it is missing. */
function readFolder(dir: string, folder: string, root: string) {
  const path = join(dir, folder);
  try {
    const names = readdirSync(path).filter((file) => file.endsWith(dataExtension));
    return names.sort().map((name) => ({
      file: relative(root, join(path, name)),
      source: readFileSync(join(path, name), 'utf8'),
    }));
  } catch {
    return `${relative(root, path)}/: missing`;
  }
}

/** What the build gathers of one language as it checks the files. */
interface Gathered {
  data: Partial<Record<CollectionName, unknown>>;
  untranslated: string[];
  needsReview: string[];
}

/**
 * A file's data (or an entry's, from its folder's checked list) in each language, its untranslated
 * fields marked; its untranslated and stale fields named for the log in `gathered`.
 */
function gather(
  { schema, node }: FileSchema,
  checked: CheckedEntry,
  data: (locale: Locale) => unknown,
  gathered: Record<Locale, Gathered>,
): Partial<Record<Locale, unknown>> {
  const english = checked.languages[defaultLocale].data;
  const line = (path: PathKey[]) => `${checked.file}: ${fieldName(english, path, schema, node)}`;
  // A translation to review also says the mark its English wants, for one checked and still right.
  const reviewLine = (path: PathKey[]) => `${line(path)} [English now ${fingerprintAt(english, path)}]`;
  const byLocale: Partial<Record<Locale, unknown>> = {};
  for (const locale of Object.keys(gathered) as Locale[]) {
    const { untranslated, inEnglish, needsReview } = checked.languages[locale];
    gathered[locale].untranslated.push(...untranslated.map(line));
    gathered[locale].needsReview.push(...needsReview.map(reviewLine));
    byLocale[locale] = markUntranslated(data(locale), inEnglish);
  }
  return byLocale;
}

/** What entries may name in other collections: the campuses (by id) and the courses (by slug). */
export const referencesOf = (data: ContentData): ContentReferences => ({
  campuses: data.site.campuses.map(({ id, name }) => ({ id, name })),
  courseSlugs: data.courses.map((course) => course.slug),
});

/**
 * What one entry's schema cannot see: references from one collection into another (a campus, a
 * course), which are figures and so the same in every language: checked on the English.
 */
function crossCheck(content: LoadedContent): string[] {
  const references = referencesOf(content.data);
  return (Object.keys(collections) as CollectionName[]).flatMap((name) => {
    const entries: [PathKey[], unknown][] = isFolderCollection(collections[name])
      ? (content.data[name] as unknown[]).map((entry, index) => [[index], entry])
      : [[[], content.data[name]]];
    return entries.flatMap(([at, entry]) =>
      referenceProblems(name, entry, references).map(
        ({ path, message }) => `${whereInContent(content, name, [...at, ...path])}: ${message}`,
      ),
    );
  });
}

/**
 * Loads every collection from disk and checks it in every language: the checked English, each
 * entry's file, and each language as its pages show it. Throws a ContentError listing every problem.
 */
export function loadSiteContent(root = process.cwd()): LoadedContent {
  const dir = contentRoot(root);
  const all = [defaultLocale, ...locales.filter((locale) => locale !== defaultLocale)];
  const problems: string[] = [];
  const entryFiles: LoadedContent['entryFiles'] = {};
  const gathered = Object.fromEntries(
    all.map((locale): [Locale, Gathered] => [locale, { data: {}, untranslated: [], needsReview: [] }]),
  ) as Record<Locale, Gathered>;

  for (const name of Object.keys(collections) as CollectionName[]) {
    const place = collections[name];
    // Its JSON Schema, made once (tens of milliseconds): which fields are words, and their labels.
    const schema = fileSchemaOf(name);
    if (isFolderCollection(place)) {
      const files = readFolder(dir, place.folder, root);
      const result =
        typeof files === 'string'
          ? { entries: undefined, problems: [files] }
          : checkFolder(name, files, `${relative(root, join(dir, place.folder))}/`, all, schema);
      if (!result.entries) {
        problems.push(...result.problems);
        continue;
      }
      const { entries, lists } = result;
      entryFiles[name] = entries.map(({ file }): EntryFile => ({
        file,
        path: `${place.folder}/${basename(file)}`,
      }));
      const byEntry = entries.map((entry, index) =>
        gather(schema, entry, (locale) => lists[locale][index], gathered),
      );
      for (const locale of all) gathered[locale].data[name] = byEntry.map((entry) => entry[locale]);
      continue;
    }
    const path = join(dir, place.file);
    const file = relative(root, path);
    let source: string;
    try {
      source = readFileSync(path, 'utf8');
    } catch {
      problems.push(`${file}: missing`);
      continue;
    }
    const result = checkSource(name, source, file, all, schema);
    if (!result.languages) {
      problems.push(...result.problems);
      continue;
    }
    const checked = { file, languages: result.languages };
    const byLocale = gather(schema, checked, (locale) => checked.languages[locale].data, gathered);
    for (const locale of all) gathered[locale].data[name] = byLocale[locale];
  }
  if (problems.length > 0) throw new ContentError(problems);
  // Every collection was loaded and checked above (a missing or bad one threw): each is whole.
  const languages = gathered as Record<Locale, LanguageContent>;
  const content: LoadedContent = { data: languages[defaultLocale].data, entryFiles, languages };
  const crossProblems = crossCheck(content);
  if (crossProblems.length > 0) throw new ContentError(crossProblems);
  return content;
}

/** The checked English content alone, for the tools and tests that need no language. */
export const loadContent = (root = process.cwd()): ContentData => loadSiteContent(root).data;
