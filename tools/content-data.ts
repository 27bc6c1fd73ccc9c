import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { parseDocument } from 'yaml';
import {
  collections,
  isFolderCollection,
  type CheckedCollection,
  type CollectionName,
  type FileCollection,
  type FolderCollection,
} from '../src/content/schema/collections.ts';
import { defaultLocale, isLocale, locales, type Locale } from '../src/config/locales.ts';
import { describePath, formatIssues, isRecord, type PathKey } from '../src/content/schema/issue-messages.ts';
import { referenceProblems } from '../src/content/schema/references.ts';
import { localize, type TranslatableNode } from '../src/content/schema/translations.ts';
import { z } from 'zod';

/** Where the data files live, from the project root (as the editor and messages name them). */
export const contentDir = 'content';

/**
 * The folder the build reads the data files from: CONTENT_DIR if set (a copy of content/ with
 * some edits, say, built to its own BUILD_DIR by a test), else content/ in the project.
 */
export function contentRoot(root = process.cwd(), env: NodeJS.ProcessEnv = process.env): string {
  return resolve(root, env.CONTENT_DIR || contentDir);
}

/**
 * Where a collection lives, from the project root, as the editor and messages name it:
 * `content/home.yml` for a single file, `content/courses/` for a folder of entries.
 */
export function contentFile(name: CollectionName): string {
  const place = collections[name];
  return isFolderCollection(place) ? `${contentDir}/${place.folder}/` : `${contentDir}/${place.file}`;
}

/** The extension of every data file, as the editor writes them. */
export const dataExtension = '.yml';

export type ContentData = { [Name in CollectionName]: CheckedCollection<Name> };

/** A content file that does not match its schema: the message names the file, the entry and the field. */
export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The content files do not match their schemas:\n  ${problems.join('\n  ')}`);
    this.name = 'ContentError';
  }
}

/**
 * Parses one data file's YAML text: its English data (`en:`, what the schema checks) and the file
 * by language (`sw:` holds the Kiswahili of the translatable fields), or why it cannot be read.
 */
function parseData(
  source: string,
  file: string,
): { raw: unknown; languages: Record<string, unknown>; problems: string[] } {
  const document = parseDocument(source, { prettyErrors: true });
  if (document.errors.length > 0) {
    return {
      raw: undefined,
      languages: {},
      problems: document.errors.map((error) => `${file}: not valid YAML: ${error.message}`),
    };
  }
  const data: unknown = document.toJS();
  if (!isRecord(data) || !isRecord(data[defaultLocale])) {
    return {
      raw: undefined,
      languages: {},
      problems: [
        `${file}: must hold the English under "en:" (and the Kiswahili under "sw:"), as the editor saves it`,
      ],
    };
  }
  // A data file holds the site's languages: the English (every field) and the others (words only).
  const unknown = Object.keys(data).filter((key) => !isLocale(key));
  if (unknown.length > 0) {
    return {
      raw: undefined,
      languages: {},
      problems: [`${file}: ${unknown.join(', ')}: not a language of the site (${locales.join(', ')})`],
    };
  }
  return { raw: data[defaultLocale], languages: data, problems: [] };
}

/** Each checked file's or entry's data by language, as its file holds it (localizeContent merges it). */
const fileLanguages = new WeakMap<object, Record<string, unknown>>();

/** Parses and checks a single-file collection's YAML text; returns its data or the problems found. */
export function checkCollection<Name extends CollectionName>(
  name: Name,
  source: string,
  file = contentFile(name),
): { data: CheckedCollection<Name>; problems: [] } | { data: undefined; problems: string[] } {
  const { raw, languages, problems } = parseData(source, file);
  if (problems.length > 0) return { data: undefined, problems };
  const result = collections[name].schema.safeParse(raw);
  if (!result.success) {
    return {
      data: undefined,
      problems: formatIssues(file, raw, result.error.issues, collections[name].schema),
    };
  }
  if (isRecord(result.data)) fileLanguages.set(result.data, languages);
  // safeParse's output type is the union of every collection's; the schema is this collection's own.
  return { data: result.data as CheckedCollection<Name>, problems: [] };
}

/** Parses and checks one entry's file of a folder collection (`content/courses/web-development.yml`). */
export function checkEntry(
  name: CollectionName,
  source: string,
  file: string,
): { data: unknown; problems: string[] } {
  const place = collections[name];
  if (!isFolderCollection(place)) throw new Error(`${name} is one file, not a folder of entries`);
  const { raw, languages, problems } = parseData(source, file);
  if (problems.length > 0) return { data: undefined, problems };
  const result = place.entry.safeParse(raw);
  if (!result.success) {
    return { data: undefined, problems: formatIssues(file, raw, result.error.issues, place.entry) };
  }
  if (isRecord(result.data)) fileLanguages.set(result.data, languages);
  return { data: result.data, problems: [] };
}

/** The data file each loaded entry came from (`content/courses/web-development.yml`), for messages. */
const entryFiles = new WeakMap<object, string>();
/** The same, inside the content folder (`courses/web-development.yml`), to find or edit it. */
const entryPaths = new WeakMap<object, string>();

/** The data file a loaded entry came from, inside the content folder: `courses/web-development.yml`. */
export function entryPathOf(entry: object): string {
  const path = entryPaths.get(entry);
  if (!path) throw new Error('not an entry loadContent read from a folder');
  return path;
}

/**
 * Where `path` points in a collection's data, as a message names it: the entry's own file for a
 * folder collection (`content/courses/web-development.yml: image`), else the file and the path.
 */
export function whereInContent(data: ContentData, name: CollectionName, path: readonly PathKey[]): string {
  const place = collections[name];
  if (isFolderCollection(place) && path[0] === place.list && typeof path[1] === 'number') {
    const list = (data[name] as Record<string, unknown>)[place.list];
    const entry = Array.isArray(list) ? (list[path[1]] as unknown) : undefined;
    const file = isRecord(entry) ? entryFiles.get(entry) : undefined;
    const rest = describePath(entry, path.slice(2));
    if (file) return rest === '' ? file : `${file}: ${rest}`;
  }
  const where = describePath(data[name], path);
  return where === '' ? contentFile(name) : `${contentFile(name)}: ${where}`;
}

/** Entries by their position in the list (empty last), or by date; ties by file name. */
function sortEntries(
  order: FolderCollection['order'],
  entries: { data: Record<string, unknown>; file: string }[],
) {
  const key = (data: Record<string, unknown>): [number, string] =>
    order === 'position'
      ? [typeof data.order === 'number' ? data.order : Number.POSITIVE_INFINITY, '']
      : [0, `${String(data.date)} ${String(data.start ?? '')}`];
  return entries.sort((a, b) => {
    const [aNumber, aText] = key(a.data);
    const [bNumber, bText] = key(b.data);
    return aNumber - bNumber || aText.localeCompare(bText) || a.file.localeCompare(b.file);
  });
}

/** A data file's name (as messages give it) and its text. */
export interface SourceFile {
  file: string;
  source: string;
}

/**
 * Checks a folder collection's entry files, each alone and then together (a slug two files share,
 * an empty folder): its data, the entries in list order with their files, or the problems found.
 */
export function checkFolder(
  name: CollectionName,
  files: readonly SourceFile[],
  folderName = contentFile(name),
): { data: Record<string, Record<string, unknown>[]> | undefined; files: string[]; problems: string[] } {
  const place = collections[name];
  if (!isFolderCollection(place)) throw new Error(`${name} is one file, not a folder of entries`);
  const problems: string[] = [];
  const entries: { data: Record<string, unknown>; file: string }[] = [];
  for (const { file, source } of files) {
    const result = checkEntry(name, source, file);
    problems.push(...result.problems);
    if (isRecord(result.data)) entries.push({ data: result.data, file });
  }
  if (problems.length > 0) return { data: undefined, files: [], problems };
  const sorted = sortEntries(place.order, entries);
  const result = place.schema.safeParse({ [place.list]: sorted.map((entry) => entry.data) });
  if (!result.success) {
    // What no single entry shows, named by the entry's own file (the later of two that clash).
    const named = result.error.issues.map((issue) => {
      const [, index, ...rest] = issue.path;
      const entry = typeof index === 'number' ? sorted[index] : undefined;
      if (!entry) return `${folderName}: ${issue.message}`;
      const [problem] = formatIssues(entry.file, entry.data, [{ ...issue, path: rest }], place.entry);
      return problem ?? `${entry.file}: ${issue.message}`;
    });
    return { data: undefined, files: [], problems: named };
  }
  const data = result.data as Record<string, Record<string, unknown>[]>;
  // The list's entries are the schema's copies: each keeps its file's languages.
  data[place.list]?.forEach((entry, index) => {
    const checked = sorted[index]?.data;
    const languages = checked && fileLanguages.get(checked);
    if (languages) fileLanguages.set(entry, languages);
  });
  return { data, files: sorted.map((entry) => entry.file), problems: [] };
}

/** Reads and checks every entry file of a folder collection, then the list they make together. */
function loadFolder(name: CollectionName, place: FolderCollection, dir: string, root: string) {
  const folder = join(dir, place.folder);
  let names: string[];
  try {
    names = readdirSync(folder).filter((file) => file.endsWith(dataExtension));
  } catch {
    return { data: undefined, problems: [`${relative(root, folder)}/: missing`] };
  }
  const files = names.sort().map((fileName) => {
    const path = join(folder, fileName);
    return { file: relative(root, path), source: readFileSync(path, 'utf8') };
  });
  const { data, files: listed, problems } = checkFolder(name, files, `${relative(root, folder)}/`);
  data?.[place.list]?.forEach((entry, index) => {
    const file = listed[index];
    if (!file) return;
    entryFiles.set(entry, file);
    entryPaths.set(entry, `${place.folder}/${basename(file)}`);
  });
  return { data, problems };
}

/** What one entry's schema cannot see: references from one collection into another. */
export function crossCheck(data: ContentData): string[] {
  const references = {
    campuses: data.site.campuses.map(({ id, name }) => ({ id, name })),
    courseSlugs: data.courses.courses.map((course) => course.slug),
  };
  return (Object.keys(collections) as CollectionName[]).flatMap((name) => {
    const place: FileCollection | FolderCollection = collections[name];
    const entries: [PathKey[], unknown][] = isFolderCollection(place)
      ? ((data[name] as Record<string, unknown[]>)[place.list] ?? []).map((entry, index) => [
          [place.list, index],
          entry,
        ])
      : [[[], data[name]]];
    return entries.flatMap(([at, entry]) =>
      referenceProblems(name, entry, references).map(
        ({ path, message }) => `${whereInContent(data, name, [...at, ...path])}: ${message}`,
      ),
    );
  });
}

/**
 * The content as a page in `locale` shows it: each translatable field in that language where the
 * data has it, else in English. Lists which fields fell back (for the build to say); the content
 * names them too, in each object's `untranslated`, so a page marks them lang="en".
 */
export function localizeContent(
  content: ContentData,
  locale: Locale,
): { content: ContentData; untranslated: string[] } {
  if (locale === defaultLocale) return { content, untranslated: [] };
  const untranslated: string[] = [];
  const localized: Partial<Record<CollectionName, unknown>> = {};
  for (const name of Object.keys(collections) as CollectionName[]) {
    const place: FileCollection | FolderCollection = collections[name];
    if (!isFolderCollection(place)) {
      const data = content[name];
      const node = z.toJSONSchema(place.schema, { unrepresentable: 'any' }) as TranslatableNode;
      const { value, missing } = localize(data, fileLanguages.get(data)?.[locale], node);
      untranslated.push(...missing.map((path) => `${contentFile(name)}: ${path}`));
      localized[name] = value;
      continue;
    }
    const node = z.toJSONSchema(place.entry, { unrepresentable: 'any' }) as TranslatableNode;
    const entries = ((content[name] as Record<string, unknown[]>)[place.list] ?? []).map((entry) => {
      if (!isRecord(entry)) return entry;
      const { value, missing } = localize(entry, fileLanguages.get(entry)?.[locale], node);
      const file = entryFiles.get(entry) ?? contentFile(name);
      untranslated.push(...missing.map((path) => `${file}: ${path}`));
      return value;
    });
    localized[name] = { ...(content[name] as object), [place.list]: entries };
  }
  return { content: localized as ContentData, untranslated };
}

/** Loads every collection from disk and checks it; throws a ContentError listing every problem. */
export function loadContent(root = process.cwd()): ContentData {
  const dir = contentRoot(root);
  const problems: string[] = [];
  const loaded: Partial<Record<CollectionName, unknown>> = {};
  for (const name of Object.keys(collections) as CollectionName[]) {
    const place: FileCollection | FolderCollection = collections[name];
    if (isFolderCollection(place)) {
      const result = loadFolder(name, place, dir, root);
      problems.push(...result.problems);
      loaded[name] = result.data;
      continue;
    }
    const path = join(dir, place.file);
    let source: string;
    try {
      source = readFileSync(path, 'utf8');
    } catch {
      problems.push(`${relative(root, path)}: missing`);
      continue;
    }
    const result = checkCollection(name, source, relative(root, path));
    problems.push(...result.problems);
    loaded[name] = result.data;
  }
  if (problems.length > 0) throw new ContentError(problems);
  // Every collection was loaded and checked above (a missing or bad one threw).
  const data = loaded as ContentData;
  const crossProblems = crossCheck(data);
  if (crossProblems.length > 0) throw new ContentError(crossProblems);
  return data;
}
