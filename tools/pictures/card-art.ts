import { checkPicture } from './check-picture.ts';
import { loadSharp } from './load-sharp.ts';

/** The art box on a course's share card, in the card's pixels. */
const cardArt = { x: 780, y: 290, width: 360, height: 216 };

/**
 * A course picture as SVG markup for its share card: an illustration nested as it is, a photo
 * cropped to the box and embedded as a JPEG (an SVG cannot nest a raster file as SVG).
 */
export async function cardArtSvg(file: string): Promise<string> {
  const picture = await checkPicture(file);
  const { x, y, width, height } = cardArt;
  if (picture.kind === 'svg') {
    return picture.bytes
      .toString('utf8')
      .replace(/<\?xml[^>]*>/, '')
      .replace(
        /<svg\b([^>]*)>/,
        (_tag, attrs: string) =>
          `<svg${attrs.replace(/\s(width|height|x|y|role)="[^"]*"/g, '')} x="${x}" y="${y}" width="${width}" height="${height}">`,
      );
  }
  // Twice the box, for a sharp preview on high-density screens; quality 80, it is one small file.
  const sharp = await loadSharp();
  const jpeg = await sharp(picture.bytes)
    .autoOrient()
    .resize({ width: width * 2, height: height * 2, fit: 'cover' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  return `<image x="${x}" y="${y}" width="${width}" height="${height}" href="data:image/jpeg;base64,${jpeg.toString('base64')}"/>`;
}
