// The content as the build loads it once (tools/content-data.ts), with the file each entry came
// from in it: a copy of it names its files as well.
import type { Locale } from '../../src/config/locales.ts';
import type { CheckedCollection, CollectionName } from '../../src/content/schema/collections.ts';
import { describePath, isRecord, type PathKey } from '../../src/content/schema/issue-messages.ts';
import type { WithUntranslated } from '../../src/content/schema/translations.ts';
import { contentFile } from './content-files.ts';

/** Every collection's data as checked, in English. */
export type ContentData = { [Name in CollectionName]: CheckedCollection<Name> };
/** Every collection's data in a language, as its pages show it (each object naming its English). */
export type LocalizedData = { [Name in CollectionName]: WithUntranslated<CheckedCollection<Name>> };

/** An entry's data file: as messages name it (`content/courses/autocad.yml`) and inside the content folder. */
export interface EntryFile {
  file: string;
  path: string;
}

/** The content in one language, and what a person who looks after the site should hear of it. */
export interface LanguageContent {
  /** Its words where the files have them, else the English (each object names those in `untranslated`). */
  data: LocalizedData;
  /** Each field shown in English for want of a translation: `content/courses/autocad.yml: title`. */
  untranslated: string[];
  /** Each translated field whose English changed after it was translated, named alike. */
  needsReview: string[];
}

export interface LoadedContent {
  /** Every collection as checked, in English: every field and figure. */
  data: ContentData;
  /** Each folder collection's entry files, in list order. */
  entryFiles: { [Name in CollectionName]?: readonly EntryFile[] };
  /** The content in each language the build makes (English is `data`, with nothing to report). */
  languages: Record<Locale, LanguageContent>;
}

/** The content plugin's name (tools/content-plugin.ts), by which the other plugins find it. */
export const contentPluginName = 'college:content';

/** What the other plugins take of the content plugin (Vite's `api`): the content, loaded once. */
export interface ContentApi {
  content(): LoadedContent;
}

/** Where `path` points in a collection's data, as a message names it: `content/courses/x.yml: image`. */
export function whereInContent(
  content: Pick<LoadedContent, 'data' | 'entryFiles'>,
  name: CollectionName,
  path: readonly PathKey[],
): string {
  // A folder collection's entry, named by its own file.
  const list: unknown = content.data[name];
  if (Array.isArray(list) && typeof path[0] === 'number') {
    const entry: unknown = list[path[0]];
    const file = content.entryFiles[name]?.[path[0]]?.file;
    const rest = describePath(entry, path.slice(1));
    if (file && isRecord(entry)) return rest === '' ? file : `${file}: ${rest}`;
  }
  const where = describePath(content.data[name], path);
  return where === '' ? contentFile(name) : `${contentFile(name)}: ${where}`;
}

/** The data file of an entry of `content`, inside the content folder: `courses/web-development.yml`. */
export function entryPathOf(content: LoadedContent, name: CollectionName, entry: unknown): string {
  const list: unknown = content.data[name];
  const index = Array.isArray(list) ? list.indexOf(entry) : -1;
  const path = content.entryFiles[name]?.[index]?.path;
  if (!path) throw new Error(`not an entry of ${name} in this content`);
  return path;
}
