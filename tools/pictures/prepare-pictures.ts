import { basename, extname, resolve } from 'node:path';
import { photoTooHeavyMessage } from '../../src/content/schema/photo-allowance.ts';
import type { ShippedPicture } from '../../src/content/schema/picture-field.ts';
import type { LoadedContent } from '../content/loaded-content.ts';
import { checkPicture, PictureProblem } from './check-picture.ts';
import { picturesIn, pictureSourceFile } from './content-pictures.ts';
import { encodePhoto, variantFile, type EncodedPhoto } from './encode-photo.ts';
import { phoneDir, pictureCacheDir, wideDir } from './picture-settings.ts';

export interface PreparedPictures {
  /** By the path the content names it by (`/images/lab.jpg`). */
  pictures: Record<string, ShippedPicture>;
  /** Each file the build ships: where it goes in the build, and the bytes or cached file it comes from. */
  files: { fileName: string; from: string | Buffer }[];
  /** Each photo's encoded widths, for the build's log and the tests. */
  photos: Record<string, EncodedPhoto>;
  problems: string[];
}

// Lower-case letters, digits and dashes: a phone's IMG_1234.JPG ships as img-1234.
export const stemOf = (src: string) =>
  basename(src, extname(src))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'picture';

/**
 * Checks and encodes every picture the content names and lists the files to ship: a photo's under
 * content-hashed names (cached for a year), an illustration as it is. Problems are collected, not
 * thrown, so one build names every bad picture at once.
 */
export async function preparePictures(
  content: Pick<LoadedContent, 'data' | 'entryFiles'>,
  contentRoot: string,
  root: string,
): Promise<PreparedPictures> {
  const cacheDir = resolve(root, pictureCacheDir);
  const prepared: PreparedPictures = { pictures: {}, files: [], photos: {}, problems: [] };
  const seen = new Set<string>();
  for (const use of picturesIn(content)) {
    if (seen.has(use.src)) continue;
    seen.add(use.src);
    const stem = stemOf(use.src);
    try {
      const source = await checkPicture(pictureSourceFile(contentRoot, use.src));
      if (source.kind === 'svg') {
        const fileName = use.src.slice(1);
        prepared.files.push({ fileName, from: source.bytes });
        prepared.pictures[use.src] = { src: `/${fileName}`, width: source.width, height: source.height };
        continue;
      }
      const photo = await encodePhoto(source.bytes, source.width, cacheDir);
      const [smallest] = photo.variants;
      if (!smallest) throw new PictureProblem(photoTooHeavyMessage);
      const shipped = photo.variants.map((variant) => {
        const dir = variant === smallest ? phoneDir : wideDir;
        const fileName = `${dir}/${stem}.${photo.key.slice(0, 10)}.${variant.width}.webp`;
        prepared.files.push({ fileName, from: variantFile(cacheDir, photo.key, variant.width) });
        return { ...variant, url: `/${fileName}` };
      });
      const largest = shipped[shipped.length - 1] ?? smallest;
      prepared.photos[use.src] = photo;
      prepared.pictures[use.src] = {
        src: `/${phoneDir}/${stem}.${photo.key.slice(0, 10)}.${smallest.width}.webp`,
        // The shape of the shipped files (every width has the same one, within a pixel).
        width: largest.width,
        height: largest.height,
        srcSet: shipped.map((variant) => `${variant.url} ${variant.width}w`).join(', '),
        color: photo.color,
      };
    } catch (error) {
      if (!(error instanceof PictureProblem)) throw error;
      prepared.problems.push(`${use.where}: ${use.src}: ${error.message}`);
    }
  }
  return prepared;
}
