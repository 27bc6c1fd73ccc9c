// What the build tells the staff about a picture it cannot use: the file, the field as the editor
// labels it, and what to do, in one line with no stack trace. Each bad upload is made here, small.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { photoBytes } from '../../scripts/photo-fixtures.mjs';
import {
  maxPhoneBytes,
  phoneWidth,
  photoPrecacheAllowance,
  photoTooHeavyMessage,
} from '../../src/content/schema/photo-allowance';
import { isPicture } from '../../src/content/schema/picture-field';
import { loadSiteContent } from '../../tools/content-data';
import { entryPathOf } from '../../tools/content/loaded-content';
import { loadSharp } from '../../tools/pictures/load-sharp';
import { preparePictures } from '../../tools/pictures/prepare-pictures';

// A media folder of its own: one blank drawing, and each case's bad upload beside it. Every other
// picture the content names is that drawing, so a case prepares its own picture (and one tiny SVG),
// never the college's media folder: with the staff's phone photos in it, that took seconds a case.
const dir = mkdtempSync(join(tmpdir(), 'kilele-picture-problems-'));
mkdirSync(join(dir, 'images'));
const blank = '/images/blank.svg';
writeFileSync(join(dir, blank), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"></svg>');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const siteContent = loadSiteContent();

/** A copy of the college's content with every picture the blank drawing, for a case to set one. */
function contentOfBlanks() {
  const content = structuredClone(siteContent);
  const toBlank = (node: unknown): void => {
    if (isPicture(node)) node.src = blank;
    else if (typeof node === 'object' && node !== null) Object.values(node).forEach(toBlank);
  };
  toBlank(content.data);
  return content;
}

const hero = 'content/home.yml: hero.image ("Picture")';

/** The build's problems with `name` (written to the media folder, unless missing) as the home hero. */
async function problemsWith(name: string, bytes?: Buffer) {
  if (bytes) writeFileSync(join(dir, 'images', name), bytes);
  const content = contentOfBlanks();
  content.data.home.hero.image.src = `/images/${name}`;
  const { problems } = await preparePictures(content, dir, dir);
  expect(problems).toHaveLength(1);
  const [problem = ''] = problems;
  expect(problem.startsWith(`${hero}: /images/${name}: `), problem).toBe(true);
  // One line of plain words: no stack trace, no library's own error.
  expect(problem).not.toMatch(/\n|\bat \S+:\d+:\d+|Error:|vips|sharp/);
  return problem;
}

const noisyJpeg = async (width: number, height: number) => {
  const sharp = await loadSharp();
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 40 };
  return sharp({ create: { width, height, channels: 3, background: '#777', noise } })
    .jpeg()
    .toBuffer();
};

describe('a picture the build cannot use', () => {
  it('names a file that is not a picture, and says to save it again as a jpg, png or webp', async () => {
    const problem = await problemsWith('brochure.jpg', Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n'));
    expect(problem).toMatch(
      /is not a picture the site can use.*save or export it again as a jpg, png or webp/,
    );
  });

  it('names a photo cut short in upload as damaged, and says to upload it again', async () => {
    const whole = await noisyJpeg(64, 48);
    const problem = await problemsWith('cut-short.jpg', whole.subarray(0, Math.round(whole.length * 0.6)));
    expect(problem).toMatch(/is damaged \(it cannot be read to the end\).*upload that copy/);
  });

  it('refuses a 40-megapixel photo with its size, and says how to make it smaller', async () => {
    // A photo's size is read from its frame header, before a pixel is decoded: a small JPEG whose
    // header says 7300x5500 is what a 40 MP camera's file looks like to the check (encoding a real
    // one took seconds, near the test timeout on a loaded machine).
    const photo = await noisyJpeg(16, 16);
    const frame = photo.indexOf(Buffer.from([0xff, 0xc0]));
    expect(frame).toBeGreaterThan(0);
    // SOF0: marker, length (2), precision (1), then height and width (2 each, big-endian).
    photo.writeUInt16BE(5500, frame + 5);
    photo.writeUInt16BE(7300, frame + 7);
    const problem = await problemsWith('camera.jpg', photo);
    expect(problem).toMatch(/is 40 megapixels \(7300x5500\).*through the editor, which shrinks it.*4000 px/);
  });

  it('refuses an SVG with a script in it, and says to export a plain drawing', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script></svg>';
    const problem = await problemsWith('logo.svg', Buffer.from(svg));
    expect(problem).toMatch(/the SVG contains a script.*export the illustration again as a plain drawing/);
  });

  it('names a file missing from the media folder, and says to upload or pick it again', async () => {
    const problem = await problemsWith('never-uploaded.jpg');
    expect(problem).toMatch(/the file is not in the media folder: upload it again in the editor/);
  });

  it('refuses a photo too grainy for its phone file to fit even at its narrowest, and says why', async () => {
    // Grain at the size it is shipped (a PNG keeps every speck): nothing to average away.
    const sharp = await loadSharp();
    const noise = { type: 'gaussian' as const, mean: 128, sigma: 60 };
    const grain = await sharp({ create: { width: 300, height: 225, channels: 3, background: '#777', noise } })
      .png()
      .toBuffer();
    const problem = await problemsWith('static.png', grain);
    expect(problem).toContain(photoTooHeavyMessage);
    expect(problem).toMatch(/too grainy.*40 KB a photo may take.*pick a clearer, less grainy photo/);
  });

  it('names a course’s picture by the course’s own file, as the editor lists it', async () => {
    // A copy of the content names its entries' files as the content does.
    const content = contentOfBlanks();
    const [course] = content.data.courses;
    if (!course) throw new Error('no course');
    course.image.src = '/images/never-uploaded.jpg';
    const { problems } = await preparePictures(content, dir, dir);
    expect(problems).toEqual([
      `content/${entryPathOf(content, 'courses', course)}: image ("Picture"): /images/never-uploaded.jpg: the file is not in the media folder: upload it again in the editor, or pick one from its media library`,
    ]);
  });
});

describe('a phone photo', () => {
  it('stays within what one photo may add to a reader’s precache, at the full phone width', async () => {
    // A 12 MP phone photo as it comes off the phone (4000x3000 JPEG, its GPS position in the EXIF),
    // as the staff may add it without the editor's shrinking.
    const name = 'phone-12mp.jpg';
    writeFileSync(
      join(dir, 'images', name),
      await photoBytes({ width: 4000, height: 3000, format: 'jpeg', gps: true }),
    );
    const content = contentOfBlanks();
    content.data.home.hero.image.src = `/images/${name}`;
    const { problems, photos } = await preparePictures(content, dir, dir);
    expect(problems).toEqual([]);
    const [phoneFile] = photos[`/images/${name}`]?.variants ?? [];
    console.info(
      `a 12 MP phone photo: phone file ${String(phoneFile?.bytes)} bytes at quality ${String(phoneFile?.quality)}; allowance ${String(photoPrecacheAllowance)}`,
    );
    expect(phoneFile?.width).toBe(phoneWidth);
    expect(phoneFile?.bytes).toBeLessThanOrEqual(maxPhoneBytes);
  }, 60_000);
});
