import {
  collections,
  isFolderCollection,
  type CollectionName,
  type FileCollection,
  type FolderCollection,
} from '../../src/content/schema/collections.ts';
import type { PathKey } from '../../src/content/schema/issue-messages.ts';
import { referenceProblems } from '../../src/content/schema/references.ts';
import { whereInContent, type LoadedContent } from './loaded-content.ts';

/**
 * What one entry's schema cannot see: references from one collection into another (a campus, a
 * course), which are figures and so the same in every language: checked on the English.
 */
export function crossCheck(content: Pick<LoadedContent, 'data' | 'entryFiles'>): string[] {
  const { data } = content;
  const references = {
    campuses: data.site.campuses.map(({ id, name }) => ({ id, name })),
    courseSlugs: data.courses.map((course) => course.slug),
  };
  return (Object.keys(collections) as CollectionName[]).flatMap((name) => {
    const place: FileCollection | FolderCollection = collections[name];
    const entries: [PathKey[], unknown][] = isFolderCollection(place)
      ? (data[name] as unknown[]).map((entry, index) => [[index], entry])
      : [[[], data[name]]];
    return entries.flatMap(([at, entry]) =>
      referenceProblems(name, entry, references).map(
        ({ path, message }) => `${whereInContent(content, name, [...at, ...path])}: ${message}`,
      ),
    );
  });
}
