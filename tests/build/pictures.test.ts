// A copy of content/ with photos as the college's staff first add them (a phone's JPEG with its GPS
// position, one stored on its side, a PNG, a WebP), built to its own BUILD_DIR: checks what ships.
// The photos are made here (scripts/photo-fixtures.mjs), smaller than a phone's but for the hero's.
// The same build has one other course's fee edited, for course-fee-edit.test.ts
// (tests/support/photo-build.ts): a few bytes on its pages, no picture.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { contentWithPhotos } from '../../scripts/photo-fixtures.mjs';
import { localeOfFile, locales, pageFileOf } from '../../src/config/locales.ts';
import { courseShareCard, coursePath } from '../../src/config/paths.ts';
import { maxPhoneBytes, photoPrecacheAllowance } from '../../src/content/schema/photo-allowance.ts';
import {
  maxBytesPerPixel,
  maxPictureBytes,
  phoneDir,
  pictureWidths,
} from '../../tools/pictures/picture-settings.ts';
import { attr, buildDir as builtDir } from '../support/built-pages.ts';
import { photosAndFeeBuild } from '../support/photo-build.ts';
import { hungBuildMs } from '../support/build-site.ts';

let buildDir = '';
let places: Awaited<ReturnType<typeof contentWithPhotos>>;
let buildOutput = '';

/** The files a build's service worker precaches (the list injected into sw.js). */
const precacheUrls = (build: string) =>
  (
    JSON.parse(
      /\[\{"(?:revision|url)":[^\]]*\]/.exec(readFileSync(join(build, 'sw.js'), 'utf8'))?.[0] ?? '[]',
    ) as { url: string }[]
  ).map((entry) => entry.url);

/** What a build's worker keeps on the phone of a reader of `locale`: the shared files and their language's. */
const precacheBytes = (build: string, locale: (typeof locales)[number]) =>
  precacheUrls(build)
    .filter((url) => [undefined, locale].includes(localeOfFile(url)))
    .reduce((sum, url) => sum + statSync(join(build, url)).size, 0);

const html = (file: string) => readFileSync(join(buildDir, file), 'utf8');
const imgTags = (page: string) => [...page.matchAll(/<img\b[^>]*>/g)].map((match) => match[0]);
const shippedPhotos = () =>
  ['pictures/phone', 'pictures/wide'].flatMap((sub) =>
    existsSync(join(buildDir, sub)) ? readdirSync(join(buildDir, sub)).map((name) => `${sub}/${name}`) : [],
  );

beforeAll(async () => {
  const build = await photosAndFeeBuild(inject('sharedBuildsDir'));
  places = build.facts;
  buildDir = build.dir;
  buildOutput = build.output;
  expect(build.status, build.output).toBe(0);
}, hungBuildMs);

describe('photos, on a build of the content with photos added', () => {
  it('never ships an uploaded photo itself, nor any page that links one', () => {
    // The illustrations are shipped where the content names them, checked but as they are.
    const media = existsSync(join(buildDir, 'images'))
      ? readdirSync(join(buildDir, 'images'), { recursive: true, encoding: 'utf8' })
      : [];
    expect(media.filter((file) => /\.\w+$/.test(file) && !file.endsWith('.svg'))).toEqual([]);
    for (const page of ['index.html', 'about.html', 'community.html']) {
      expect(html(page)).not.toMatch(/\/images\/[\w.-]+\.(?:jpe?g|png|webp)/);
    }
  });

  it('ships each photo upright, in WebP widths up to 1600 px, with no metadata, within the byte limits', async () => {
    const files = shippedPhotos();
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const file of files) {
      const bytes = readFileSync(join(buildDir, file));
      const meta = await sharp(bytes).metadata();
      expect(meta.format, file).toBe('webp');
      expect(meta.exif, `${file} has EXIF`).toBeUndefined();
      expect(meta.width, file).toBeLessThanOrEqual(Math.max(...pictureWidths));
      expect(bytes.length, file).toBeLessThanOrEqual(maxPictureBytes);
      expect(bytes.length / (meta.width * meta.height), file).toBeLessThanOrEqual(maxBytesPerPixel);
    }
    // Stored on its side with orientation 6: shipped portrait, as the phone showed it.
    const sideways = files.find((file) => file.includes('lab-sideways'));
    const upright = await sharp(join(buildDir, sideways ?? '')).metadata();
    expect(upright.height).toBeGreaterThan(upright.width);
  });

  it('gives each picture the width and height of its shipped files, a srcset and a placeholder colour', async () => {
    const page = html('index.html');
    const tags = imgTags(page).filter((tag) => attr(tag, 'src')?.startsWith(`/${phoneDir}/`));
    expect(tags.length).toBeGreaterThanOrEqual(2);
    for (const tag of tags) {
      const file = attr(tag, 'src') ?? '';
      const meta = await sharp(join(buildDir, file)).metadata();
      const ratio = Number(attr(tag, 'width')) / Number(attr(tag, 'height'));
      expect(Math.abs(ratio - meta.width / meta.height), tag).toBeLessThan(0.01);
      expect(attr(tag, 'srcset'), tag).toMatch(/ 640w/);
      expect(attr(tag, 'sizes'), tag).toBeTruthy();
      expect(tag).toMatch(/background-color:#[0-9a-f]{6}/);
    }
  });

  it('offers the hero nothing at a phone’s width, and loads it first from the md breakpoint up', () => {
    const hero =
      /<picture><source media="\(max-width: 47.99em\)" srcSet="data:image\/gif[^"]*"\/>(?:<source\b[^>]*>)*<img\b[^>]*>/i.exec(
        html('index.html'),
      )?.[0];
    expect(hero, 'hero <picture>').toBeTruthy();
    expect(hero).toMatch(/fetchpriority="high"/i);
    expect(hero).not.toContain('loading="lazy"');
  });

  it('gives a phone the precached phone file of every photo, whatever its screen density', () => {
    const photos = [...html('courses.html').matchAll(/<picture>(.*?)<\/picture>/g)].map(
      ([, inner = '']) => inner,
    );
    expect(photos.length).toBeGreaterThan(0);
    for (const inner of photos)
      expect(inner).toMatch(new RegExp(`<source media="\\(max-width: 47.99em\\)" srcSet="/${phoneDir}/`));
  });

  it('precaches the phone width of each photo only, within the phone file’s share of the allowance', () => {
    const urls = precacheUrls(buildDir);
    const phone = shippedPhotos().filter((file) => file.startsWith(phoneDir));
    expect(phone).toHaveLength(5);
    expect(phone.filter((file) => !urls.includes(file))).toEqual([]);
    expect(urls.filter((url) => url.startsWith('pictures/wide/'))).toEqual([]);
    for (const file of phone)
      expect(statSync(join(buildDir, file)).size, file).toBeLessThanOrEqual(maxPhoneBytes);
  });

  it.each(locales)(
    'adds at most the allowance a photo to the precache of a reader of %s, markup included',
    (locale) => {
      // Against the same content without the photos (dist, which `npm test` builds from content/ just
      // before), whose pictures they replace: each photo's phone file and its markup in the pages and
      // modules that show it, less the illustration it replaced.
      const growth = precacheBytes(buildDir, locale) - precacheBytes(builtDir, locale);
      console.info(
        `precache (${locale}): ${growth} bytes more for 5 photos, ${Math.round(growth / 5)} a photo`,
      );
      expect(growth).toBeLessThanOrEqual(5 * photoPrecacheAllowance);
    },
  );

  it.each(locales)(
    'draws the share card of a course with a photo as a JPEG within WhatsApp’s 300 KB, in %s',
    (locale) => {
      const slug = places.popular[0] ?? '';
      const { path, type } = courseShareCard(slug, '/images/photo.jpg', locale);
      const card = readFileSync(join(buildDir, path.slice(1).replace(/\.\w+$/, '.svg')), 'utf8');
      expect(card).toContain('href="data:image/jpeg;base64,');
      expect(type).toBe('image/jpeg');
      const size = statSync(join(buildDir, path.slice(1))).size;
      console.info(`${path}: ${size} bytes`);
      expect(size).toBeGreaterThan(0);
      expect(size).toBeLessThan(300 * 1000);
      // The page names that file, with its type, for link previews.
      const page = readFileSync(join(buildDir, pageFileOf(coursePath(slug), locale)), 'utf8');
      expect(page).toContain(`${path}"`);
      expect(page).toContain('<meta property="og:image:type" content="image/jpeg" />');
    },
  );

  it('says how many pictures it prepared', () => {
    expect(buildOutput).toMatch(/prepared \d+ pictures \(5 photos\)/);
  });
});
