import { createHash } from 'node:crypto';
import { localeInfo, localeOfFile, locales, otherLocales } from '../../src/config/locales.ts';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { prerenderTargets } from '../../src/app/entry-server';
import { photoPrecacheAllowance } from '../../src/content/schema/photo-allowance.ts';
import { loadSiteContent } from '../../tools/content-data.ts';
import { picturesIn } from '../../tools/pictures/content-pictures.ts';
import { phoneDir } from '../../tools/pictures/picture-settings.ts';
import { content } from '../support/site-content.ts';
import { buildDir } from '../support/built-pages.ts';

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** The list Workbox injected in place of self.__WB_MANIFEST in the built service worker. */
function precacheManifest(): PrecacheEntry[] {
  const sw = readFileSync(join(buildDir, 'sw.js'), 'utf8');
  const list = /\[\{"(?:revision|url)":[^\]]*\]/.exec(sw);
  if (!list) throw new Error('sw.js holds no injected precache list');
  return JSON.parse(list[0]) as PrecacheEntry[];
}

/** Every file under a folder of the build, as a URL path relative to the build. */
function filesUnder(dir: string): string[] {
  const root = join(buildDir, dir);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((name) => (dir ? `${dir}/${name}` : name).replaceAll('\\', '/'))
    .filter((file) => statSync(join(buildDir, file)).isFile());
}

const md5 = (file: string) =>
  createHash('md5')
    .update(readFileSync(join(buildDir, file)))
    .digest('hex');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
// What the precache keeps on the phone, uncompressed, of the code and the site's own assets (pages,
// scripts, icons, illustrations): the ten course pages took it past 1 MiB, to about 1.25 MiB. What
// it costs to download, gzip, has its own budget in budgets.test.ts.
const siteBudgetBytes = 1.5 * 1024 * 1024;
// The staff's photos are content they may add as they like: each may add its allowance.
const photos = new Set(
  picturesIn(loadSiteContent())
    .map(({ src }) => src)
    .filter((src) => !/\.svg$/i.test(src)),
).size;
const precacheBudgetBytes = siteBudgetBytes + photos * photoPrecacheAllowance;

describe('service worker precache list', () => {
  const entries = precacheManifest();
  const urls = entries.map((entry) => entry.url);
  const revisionOf = (url: string) => entries.find((entry) => entry.url === url)?.revision;

  it('lists each file once, and only files the build has', () => {
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.filter((url) => !existsSync(join(buildDir, url)))).toEqual([]);
  });

  it("holds every route's prerendered HTML in every language, revisioned by the content the prerenderer wrote", () => {
    const htmlFiles = prerenderTargets.map((target) => target.file);
    for (const locale of locales) {
      const { homePage, notFoundPage, pages } = localeInfo[locale];
      expect(htmlFiles).toEqual(
        expect.arrayContaining([homePage, `${pages}about.html`, `${pages}booking.html`, notFoundPage]),
      );
      expect(htmlFiles).toEqual(
        expect.arrayContaining(content.courses.map(({ slug }) => `${pages}courses/${slug}.html`)),
      );
    }
    for (const file of htmlFiles) {
      expect(urls, `${file} is not precached`).toContain(file);
      // A revision from before the prerender would leave the template cached under the page's URL.
      expect(revisionOf(file), `${file} revision`).toBe(md5(file));
    }
  });

  it('holds every JS and CSS chunk, lazy route chunks included', () => {
    const chunks = filesUnder('assets').filter((file) => /\.(js|css)$/.test(file));
    expect(chunks.some((file) => /-page-[\w-]+\.js$/.test(file))).toBe(true);
    expect(chunks.filter((file) => !urls.includes(file))).toEqual([]);
  });

  it('holds every image and font in the build (but the share cards, which only link previews load)', () => {
    const shareCards = filesUnder('share');
    expect(shareCards.filter((file) => urls.includes(file))).toEqual([]);
    const media = filesUnder('').filter(
      (file) =>
        /\.(svg|png|jpe?g|webp|avif|gif|ico|woff2?)$/.test(file) &&
        !shareCards.includes(file) &&
        !file.startsWith('pictures/wide/'),
    );
    expect(media.filter((file) => /^(?:images|pictures)\//.test(file)).length).toBeGreaterThan(0);
    expect(media.filter((file) => !urls.includes(file))).toEqual([]);
  });

  it('holds the web manifest and every icon it and the pages name', () => {
    const manifest = JSON.parse(readFileSync(join(buildDir, 'manifest.webmanifest'), 'utf8')) as {
      icons: { src: string }[];
    };
    const icons = manifest.icons.map((icon) => icon.src.replace(/^\//, ''));
    expect(icons.length).toBeGreaterThanOrEqual(3);
    for (const file of [
      'manifest.webmanifest',
      'favicon.ico',
      'logo.svg',
      'apple-touch-icon-180x180.png',
      ...icons,
    ]) {
      expect(urls, `${file} is not precached`).toContain(file);
    }
  });

  it.each(locales)(
    "keeps each of %s's pages, words and content in that language's pack, nothing of it shared",
    (locale) => {
      const pack = urls.filter((url) => localeOfFile(url) === locale);
      const pages = prerenderTargets
        .filter((target) => target.locale === locale)
        .map((target) => target.file);
      expect(pack).toEqual(expect.arrayContaining(pages));
      expect(pack.some((url) => url.startsWith(`${localeInfo[locale].assets}words-common-`))).toBe(true);
      expect(pack.some((url) => url.startsWith(`${localeInfo[locale].assets}content-site-`))).toBe(true);
      // What every language shares is no language's: the app's code, pictures and icons.
      expect(urls.filter((url) => localeOfFile(url) === undefined && url.endsWith('.html'))).toEqual([]);
      expect(pack.filter((url) => /^assets\/[^/]+$/.test(url))).toEqual([]);
    },
  );

  it('precaches one phone file for each photo the content names, no more', () => {
    expect(urls.filter((url) => url.startsWith(`${phoneDir}/`))).toHaveLength(photos);
  });

  it.each(locales)(
    `stays under ${kib(siteBudgetBytes)} and ${kib(photoPrecacheAllowance)} for each of ${String(photos)} photos, for a reader of %s`,
    (locale) => {
      // The worker keeps what every language shares and the reader's language (src/sw/language-packs.ts).
      const own = urls.filter((url) => [undefined, locale].includes(localeOfFile(url)));
      const switched = urls.filter((url) => localeOfFile(url) === otherLocales(locale)[0]);
      const bytes = own.reduce((sum, url) => sum + statSync(join(buildDir, url)).size, 0);
      // For the report: what the first visit downloads when the server compresses text (PNG and ICO
      // are sent as they are).
      const gzipOf = (files: readonly string[]) =>
        files.reduce((sum, url) => {
          const body = readFileSync(join(buildDir, url));
          return sum + (/\.(png|ico)$/.test(url) ? body.length : gzipSync(body).length);
        }, 0);
      const transfer = gzipOf(own);
      console.info(
        `precache (${locale}): ${own.length} entries, ${bytes} bytes (${kib(bytes)}); gzip transfer ${kib(transfer)}; a switch to ${String(otherLocales(locale)[0])} adds ${switched.length} files, ${kib(gzipOf(switched))}`,
      );
      expect(bytes).toBeLessThan(precacheBudgetBytes);
    },
  );
});
