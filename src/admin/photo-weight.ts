/**
 * The editor's half of the photo rule (src/content/schema/photo-allowance.ts): an uploaded photo's
 * phone file, made in the browser at its narrowest and lowest quality, must fit the allowance. A
 * browser that cannot encode WebP (Safari) leaves the check to the build.
 */
import {
  maxPhoneBytes,
  phoneFileWidths,
  phoneWidth,
  photoTooHeavyMessage,
  qualityFloor,
} from '../content/schema/photo-allowance';
import { mediaPublicPath, picturesIn } from '../content/schema/picture-field';
import { plain } from './edited-entry';

/** An upload Decap holds with the entry until it is saved (its `mediaFiles`). */
export interface EntryUpload {
  path: string;
  file: Blob;
}

/** The uploads a Decap entry holds (`mediaFiles`, with the editorial workflow): each one's path and file. */
export function entryUploads(entry: unknown): EntryUpload[] {
  const files =
    typeof entry === 'object' && entry !== null && typeof (entry as { get?: unknown }).get === 'function'
      ? plain((entry as { get(key: string): unknown }).get('mediaFiles'))
      : undefined;
  return (Array.isArray(files) ? (files as unknown[]) : []).flatMap((file) => {
    const { path, file: bytes } = (file ?? {}) as { path?: unknown; file?: unknown };
    return typeof path === 'string' && bytes instanceof Blob ? [{ path, file: bytes }] : [];
  });
}

/** The bytes of `photo`'s phone file at its narrowest and lowest quality; undefined if not WebP. */
export type PhoneFileBytes = (photo: Blob) => Promise<number | undefined>;

/** Encodes in the browser's canvas, turned upright by its EXIF orientation as the build turns it. */
export const canvasPhoneFileBytes: PhoneFileBytes = async (photo) => {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  const width = phoneFileWidths(Math.min(bitmap.width, phoneWidth)).at(-1) ?? bitmap.width;
  const height = Math.round((bitmap.height * width) / bitmap.width);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => {
    canvas.toBlob(resolve, 'image/webp', qualityFloor / 100);
  });
  return blob?.type === 'image/webp' ? blob.size : undefined;
};

/**
 * The entry's photos uploaded with it whose phone file would not fit, in the build's words (photos
 * picked from the media library were checked when uploaded).
 */
export async function heavyPhotoProblems(
  data: unknown,
  uploads: readonly EntryUpload[],
  phoneFileBytes: PhoneFileBytes = canvasPhoneFileBytes,
): Promise<string[]> {
  const problems: string[] = [];
  for (const src of new Set(picturesIn(data).map((picture) => picture.src))) {
    if (src.toLowerCase().endsWith('.svg')) continue;
    const name = src.slice(mediaPublicPath.length);
    const upload = uploads.find((candidate) => candidate.path.endsWith(name));
    if (!upload) continue;
    const bytes = await phoneFileBytes(upload.file).catch(() => undefined);
    if (bytes !== undefined && bytes > maxPhoneBytes) problems.push(`${src}: ${photoTooHeavyMessage}`);
  }
  return problems;
}
