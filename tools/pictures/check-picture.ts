import { readFile } from 'node:fs/promises';
import type { Metadata } from 'sharp';
import { loadSharp } from './load-sharp.ts';
import { maxSourcePixels } from './picture-settings.ts';

/** A picture the build cannot use; the message says why in the staff's words and what to do. */
export class PictureProblem extends Error {
  name = 'PictureProblem';
}

type CheckedPicture = { kind: 'svg' | 'photo'; bytes: Buffer; width: number; height: number };

const reexport =
  'open it on a computer, save or export it again as a jpg, png or webp, and upload that copy in the editor';

// Anything in an SVG that runs code or loads from elsewhere when the file is opened on its own.
const activeSvg =
  /<script\b|<foreignObject\b|\son[a-z]+\s*=|(?:href|src)\s*=\s*["']\s*(?:javascript|https?):/i;

/** The width and height an SVG is drawn at: its own attributes, else its viewBox. */
function svgSize(text: string): { width: number; height: number } | undefined {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0] ?? '';
  const attr = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)(?:px)?"`).exec(tag)?.[1]);
  const [, , boxWidth, boxHeight] = (/\sviewBox="([^"]*)"/.exec(tag)?.[1] ?? '').split(/[\s,]+/).map(Number);
  const width = attr('width') || boxWidth;
  const height = attr('height') || boxHeight;
  return width && height ? { width: Math.round(width), height: Math.round(height) } : undefined;
}

/** Reads a source file and checks it is a picture the build can ship; throws a PictureProblem if not. */
export async function checkPicture(file: string): Promise<CheckedPicture> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    throw new PictureProblem(
      'the file is not in the media folder: upload it again in the editor, or pick one from its media library',
    );
  }
  if (/\.svg$/i.test(file)) {
    const text = bytes.toString('utf8');
    if (!/<svg\b/i.test(text))
      throw new PictureProblem(`is named .svg but is not an SVG drawing: ${reexport}`);
    if (activeSvg.test(text)) {
      throw new PictureProblem(
        'the SVG contains a script, an event handler or a link to another site, which the site never publishes: export the illustration again as a plain drawing (no scripts or interactivity), or upload it as a png',
      );
    }
    const size = svgSize(text);
    if (!size)
      throw new PictureProblem('the SVG has no width, height or viewBox: export it again with a size set');
    return { kind: 'svg', bytes, ...size };
  }
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw new PictureProblem(`is not a picture the site can use (a jpg, png or webp photo): ${reexport}`);
  }
  if (!['jpeg', 'png', 'webp'].includes(meta.format)) {
    throw new PictureProblem(`is a ${meta.format} file, not a jpg, png or webp photo: ${reexport}`);
  }
  const { width, height } = meta;
  if (width * height > maxSourcePixels) {
    throw new PictureProblem(
      `is ${((width * height) / 1e6).toFixed(0)} megapixels (${width}x${height}), too large to prepare for phones: upload it through the editor, which shrinks it, or resize it to at most 4000 px on its longest side`,
    );
  }
  try {
    // Decoding to the end catches a file cut short in upload (the header alone reads fine).
    await sharp(bytes, { failOn: 'truncated', limitInputPixels: maxSourcePixels }).stats();
  } catch {
    throw new PictureProblem(`is damaged (it cannot be read to the end): ${reexport}`);
  }
  // EXIF orientations 5-8 store the photo on its side: it is shown, and shipped, turned upright.
  const sideways = (meta.orientation ?? 1) >= 5;
  return { kind: 'photo', bytes, width: sideways ? height : width, height: sideways ? width : height };
}
