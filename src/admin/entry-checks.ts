/**
 * The build's own checks, run in the editor before an entry is saved: the collection's zod schema
 * (an entry of a folder, or the whole single file) and its references to campuses and courses. An
 * entry the build would refuse is not saved; the editor shows the build's one-line message instead.
 */
import { collections, isFolderCollection, type CollectionName } from '../content/schema/collections';
import { describePath, formatIssues, isRecord } from '../content/schema/issue-messages';
import { referenceProblems, type ContentReferences } from '../content/schema/references';

const isCollectionName = (name: string): name is CollectionName => name in collections;

/** Where the entry is saved, as the build names the file: `content/events/open-day.yml`. */
function fileOf(name: CollectionName, data: unknown, where: { path?: string; slug?: string }): string {
  const place = collections[name];
  if (!isFolderCollection(place)) return `content/${place.file}`;
  if (where.path) return where.path;
  // A new entry has no file yet: named by its slug field, as the editor will name it, if it has one.
  const slug = where.slug || (isRecord(data) && typeof data.slug === 'string' && data.slug) || 'new-entry';
  return `content/${place.folder}/${slug}.yml`;
}

/**
 * The entry as the build checks it: every problem it would report, one line each (none: it may be
 * saved), and the data as the schema gives it back when it passed (what the preview draws).
 */
export function checkEntryData(
  name: string,
  data: unknown,
  references: ContentReferences,
  where: { path?: string; slug?: string } = {},
): { checked: unknown; problems: string[] } {
  if (!isCollectionName(name)) return { checked: data, problems: [] };
  const place = collections[name];
  const schema = isFolderCollection(place) ? place.entry : place.schema;
  const file = fileOf(name, data, where);
  const result = schema.safeParse(data);
  if (!result.success)
    return { checked: undefined, problems: formatIssues(file, data, result.error.issues, schema) };
  const problems = referenceProblems(name, data, references).map(
    ({ path, message }) => `${file}: ${describePath(data, path)}: ${message}`,
  );
  return { checked: result.data, problems };
}

/** Every problem the build would report for this entry, one line each (none: it may be saved). */
export const entryProblems = (...args: Parameters<typeof checkEntryData>) => checkEntryData(...args).problems;

/** Why an entry was not saved: its message is the build's own lines, with no "Error:" before them. */
export class EntryRefused extends Error {
  constructor(problems: readonly string[]) {
    super(problems.join('\n'));
    // Decap shows the error as text ("Failed to persist entry: <error>"): an empty name keeps it to the lines.
    this.name = '';
  }
}
