import { join } from 'node:path';
import { collections, type CollectionName } from '../../src/content/schema/collections.ts';
import { isPicture, mediaFolder, mediaPublicPath } from '../../src/content/schema/picture-field.ts';
import { editorLabel } from '../../src/content/schema/issue-messages.ts';
import { whereInContent, type LoadedContent } from '../content/loaded-content.ts';

/** A picture the content names, and where: the file, entry and field as the editor labels them. */
export interface PictureUse {
  src: string;
  /** `content/home.yml: hero.image ("Picture")`, for messages. */
  where: string;
}

/** Every picture the checked content names (a file named twice is listed at each place). */
export function picturesIn(content: Pick<LoadedContent, 'data' | 'entryFiles'>): PictureUse[] {
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
    visit(content.data[name], []);
  }
  return uses;
}

/** The file a picture's path names: `/images/lab.jpg` is `<content>/images/lab.jpg`. */
export const pictureSourceFile = (contentRoot: string, src: string) =>
  join(contentRoot, mediaFolder, src.slice(mediaPublicPath.length + 1));
