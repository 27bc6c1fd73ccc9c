import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sharp } from 'sharp';
import { maxPhoneBytes, phoneFileWidths, qualityFloor } from '../../src/content/schema/photo-allowance.ts';
import { loadSharp } from './load-sharp.ts';
import {
  encoderVersion,
  maxBytesPerPixel,
  maxPictureBytes,
  maxSourcePixels,
  pictureWidths,
  qualityStep,
  webpEffort,
  webpQuality,
} from './picture-settings.ts';

/** What the pages need to know of an encoded photo: its widths and the colour shown while it loads. */
export interface EncodedPhoto {
  key: string;
  color: string;
  /** Each encoded width. */
  variants: { width: number; height: number; bytes: number; quality: number }[];
}

const settings = {
  encoderVersion,
  pictureWidths,
  webpQuality,
  webpEffort,
  maxPictureBytes,
  maxBytesPerPixel,
  maxPhoneBytes,
  qualityFloor,
};

export const variantFile = (cacheDir: string, key: string, width: number) =>
  join(cacheDir, key, `${width}.webp`);

const hex = (value: number) => value.toString(16).padStart(2, '0');

/**
 * Encodes one width, lowering the quality in steps until it fits the byte budgets (`maxBytes`);
 * undefined if even the floor quality does not fit (that width is then not shipped).
 */
async function encodeWidth(upright: Sharp, width: number, maxBytes: number) {
  for (let quality = webpQuality; quality >= qualityFloor; quality -= qualityStep) {
    // Metadata is dropped: sharp keeps none unless asked (no GPS position, camera or date).
    const { data, info } = await upright
      .clone()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality, effort: webpEffort })
      .toBuffer({ resolveWithObject: true });
    const limit = Math.min(maxBytes, info.width * info.height * maxBytesPerPixel);
    if (data.length <= limit) return { data, info, quality };
  }
  return undefined;
}

/** The precached smallest width, under the tighter limit at a width phoneFileWidths gives, or undefined. */
async function encodePhoneWidth(upright: Sharp, width: number) {
  for (const target of phoneFileWidths(width)) {
    const encoded = await encodeWidth(upright, target, maxPhoneBytes);
    if (encoded) return encoded;
  }
  return undefined;
}

/**
 * Encodes a photo to WebP at each width up to its own (turned upright by its EXIF orientation),
 * or takes it from the cache: a rebuild on the same machine re-encodes only new or changed photos.
 */
export async function encodePhoto(bytes: Buffer, width: number, cacheDir: string): Promise<EncodedPhoto> {
  // The cache key: the source's bytes and every encoding setting, so a changed setting re-encodes.
  const key = createHash('sha256').update(JSON.stringify(settings)).update(bytes).digest('hex').slice(0, 16);
  const metaFile = join(cacheDir, key, 'photo.json');
  try {
    return JSON.parse(await readFile(metaFile, 'utf8')) as EncodedPhoto;
  } catch {
    // Not cached yet (or a partly written entry): encode it below.
  }
  const sharp = await loadSharp();
  const largest = Math.min(width, Math.max(...pictureWidths));
  // Decoded, turned upright and shrunk once to the largest width; each width is made from that.
  const { data, info } = await sharp(bytes, { limitInputPixels: maxSourcePixels })
    .autoOrient()
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const upright = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const widths = [...pictureWidths.filter((candidate) => candidate < info.width), info.width];
  await mkdir(join(cacheDir, key), { recursive: true });
  const variants: EncodedPhoto['variants'] = [];
  for (const target of [...new Set(widths)]) {
    // The smallest is precached: every visitor's phone downloads it, so it has the tighter limit.
    const encoded =
      variants.length === 0
        ? await encodePhoneWidth(upright, target)
        : await encodeWidth(upright, target, maxPictureBytes);
    if (!encoded) break;
    await writeFile(variantFile(cacheDir, key, encoded.info.width), encoded.data);
    variants.push({
      width: encoded.info.width,
      height: encoded.info.height,
      bytes: encoded.data.length,
      quality: encoded.quality,
    });
  }
  const { dominant } = await upright.stats();
  const photo: EncodedPhoto = {
    key,
    color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    variants,
  };
  // Written last and renamed into place: an interrupted build leaves no entry that looks complete.
  await writeFile(`${metaFile}.tmp`, JSON.stringify(photo));
  await rename(`${metaFile}.tmp`, metaFile);
  return photo;
}
