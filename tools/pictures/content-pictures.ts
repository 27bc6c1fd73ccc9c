import { join } from 'node:path';
import { collections, type CollectionName } from '../../src/content/schema/collections.ts';
import {
  mediaFolder,
  mediaPublicPath,
  type PictureEntry,
  type ShippedPicture,
  type WithShippedPictures,
} from '../../src/content/schema/picture-field.ts';
import { editorLabel } from '../../src/content/schema/issue-messages.ts';
import { whereInContent, type ContentData } from '../content-data.ts';

/** A picture the content names, and where: the file, entry and field as the editor labels them. */
export interface PictureUse {
  src: string;
  /** `content/home.yml: hero.image ("Picture")`, for messages. */
  where: string;
}

const isPicture = (value: unknown): value is PictureEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { src?: unknown }).src === 'string' &&
  typeof (value as { alt?: unknown }).alt === 'string';

/** Every picture the checked content names (a file named twice is listed at each place). */
export function picturesIn(content: ContentData): PictureUse[] {
  const uses: PictureUse[] = [];
  for (const name of Object.keys(collections) as CollectionName[]) {
    const visit = (node: unknown, path: (string | number)[]) => {
      if (isPicture(node)) {
        const label = editorLabel(collections[name].schema, path);
        uses.push({
          src: node.src,
          where: `${whereInContent(content, name, path)}${label ? ` ("${label}")` : ''}`,
        });
      } else if (Array.isArray(node)) node.forEach((item, index) => visit(item, [...path, index]));
      else if (typeof node === 'object' && node !== null)
        for (const [key, value] of Object.entries(node)) visit(value, [...path, key]);
    };
    visit(content[name], []);
  }
  return uses;
}

/** The file a picture's path names: `/images/lab.jpg` is `<content>/images/lab.jpg`. */
export const pictureSourceFile = (contentRoot: string, src: string) =>
  join(contentRoot, mediaFolder, src.slice(mediaPublicPath.length + 1));

/**
 * `data` with each picture as the build shipped it, its alt text kept: what a page's content module
 * carries, so each page has only its own pictures' files and sizes (no map of every picture).
 */
export function withShippedPictures<T>(
  data: T,
  shipped: (src: string) => ShippedPicture,
): WithShippedPictures<T> {
  const visit = (node: unknown): unknown => {
    if (isPicture(node)) return { ...shipped(node.src), alt: node.alt };
    if (Array.isArray(node)) return node.map(visit);
    if (typeof node === 'object' && node !== null)
      return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, visit(value)]));
    return node;
  };
  return visit(data) as WithShippedPictures<T>;
}
