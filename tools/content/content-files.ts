import { resolve } from 'node:path';
import {
  collections,
  isFolderCollection,
  type CollectionName,
} from '../../src/content/schema/collections.ts';

/** Where the data files live, from the project root (as the editor and messages name them). */
export const contentDir = 'content';

/** The extension of every data file, as the editor writes them. */
export const dataExtension = '.yml';

/** The folder the build reads the data files from: CONTENT_DIR if set (a test's edited copy), else content/. */
export function contentRoot(root = process.cwd()): string {
  return resolve(root, process.env.CONTENT_DIR || contentDir);
}

/** Where a collection lives, as the editor and messages name it: `content/home.yml`, `content/courses/`. */
export function contentFile(name: CollectionName): string {
  const place = collections[name];
  return isFolderCollection(place) ? `${contentDir}/${place.folder}/` : `${contentDir}/${place.file}`;
}
