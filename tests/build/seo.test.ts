import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collegeShareCard, courseShareCard, coursePath, paths } from '../../src/config/paths.ts';
import { localeInfo, locales, localizedPath, pageFileOf, type Locale } from '../../src/config/locales.ts';
import { contentNow } from 'virtual:content/now';
import { structuredDataOf } from '../../src/app/structured-data.ts';
import type { RouteKey } from '../../src/app/route-table.ts';
import type { LocaleData } from '../../src/locale/locale-data.ts';
import { attr, buildDir, jsonLdBlocks, readBuilt } from '../support/built-pages.ts';
import { localeDataOf } from '../support/locale-data.ts';

// Each language's words and content, as its pages were rendered from them.
const languages = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [locale, await localeDataOf(locale)] as const)),
) as Record<Locale, LocaleData>;
const site = languages.en.content('site');

interface Page {
  locale: Locale;
  key: RouteKey;
  path: string;
  file: string;
  url: string;
  image: string;
  slug?: string;
}

/** A page's address in a language, on the site's address. */
const urlOf = (path: string, locale: Locale) => new URL(localizedPath(path, locale), site.url).href;

/** Every page of a language: each of the site's pages, and each course's own page with its own share card. */
const pagesIn = (locale: Locale): Page[] => [
  ...(Object.entries(paths) as [RouteKey, string][]).map(([key, path]) => ({
    locale,
    key,
    path,
    file: pageFileOf(path, locale),
    url: urlOf(path, locale),
    image: new URL(collegeShareCard(locale).path, site.url).href,
  })),
  ...languages[locale].content('courses').map(({ slug, image }) => ({
    locale,
    key: 'course' as const,
    path: coursePath(slug),
    file: pageFileOf(coursePath(slug), locale),
    url: urlOf(coursePath(slug), locale),
    image: new URL(courseShareCard(slug, image.src, locale).path, site.url).href,
    slug,
  })),
];
const pages = locales.flatMap(pagesIn);

const metaContent = (html: string, key: string) =>
  [...html.matchAll(/<meta(\s[^>]*)>/g)]
    .map(([, attrs = '']) => attrs)
    .find((attrs) => attr(attrs, 'property') === key || attr(attrs, 'name') === key)
    ?.match(/content="([^"]*)"/)?.[1];

describe('robots.txt and sitemap.xml', () => {
  it('lists every route, and only routes, in the sitemap', () => {
    const sitemap = readBuilt('sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    // Every page in every language, one language after the other: English at its own address, Kiswahili under /sw.
    expect(locs).toEqual(pages.map(({ url }) => url));
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('lets crawlers in and points them to the sitemap', () => {
    const robots = readBuilt('robots.txt');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});

describe.each(pages)('$file', ({ locale, key, file, url, image, slug }) => {
  const html = readBuilt(file);

  it('has its canonical URL on the configured site', () => {
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(metaContent(html, 'og:url')).toBe(url);
    expect(metaContent(html, 'robots')).toBeUndefined();
  });

  it('has Open Graph and Twitter card tags matching its title and description', () => {
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const description = metaContent(html, 'description');
    expect(title).toBeTruthy();
    expect(description).toBeTruthy();
    expect(metaContent(html, 'og:title')).toBe(title);
    expect(metaContent(html, 'twitter:title')).toBe(title);
    expect(metaContent(html, 'og:description')).toBe(description);
    expect(metaContent(html, 'twitter:description')).toBe(description);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'og:image')).toBe(image);
    expect(metaContent(html, 'twitter:image')).toBe(image);
  });
  it('carries its structured data, each block parseable, and every URL in it leads to this page', () => {
    const blocks = jsonLdBlocks(html);
    // As of the build's time: the community page carries only the events still to come then.
    const structuredData = structuredDataOf(languages[locale]);
    expect(blocks).toEqual(JSON.parse(JSON.stringify(structuredData(key, contentNow, slug))));
    const anchors = [...JSON.stringify(blocks).matchAll(/"url":"([^"#]+)#([^"]+)"/g)];
    for (const [, pageUrl, id] of anchors) {
      expect(pageUrl).toBe(url);
      expect(html).toContain(`id="${String(id)}"`);
    }
    // Every picture it names (the logo, the share cards) is a file of the build.
    const pictures = [...JSON.stringify(blocks).matchAll(/"(?:logo|image)":"([^"]+)"/g)];
    for (const [, picture = ''] of pictures) {
      expect(existsSync(join(buildDir, new URL(picture).pathname.slice(1))), picture).toBe(true);
    }
  });
});

describe.each(locales)('the not-found page in %s', (locale) => {
  const html = readBuilt(localeInfo[locale].notFoundPage);

  it('is kept out of search results and names no canonical URL', () => {
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(html).not.toContain('rel="canonical"');
    expect(metaContent(html, 'og:url')).toBeUndefined();
  });
});

describe.each(locales)('the college’s share card in %s', (locale) => {
  it('is a 1200x630 PNG of modest size', () => {
    const png = readFileSync(join(buildDir, collegeShareCard(locale).path.slice(1)));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    // IHDR: width and height are the first two big-endian words after the 16-byte header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.byteLength).toBeLessThan(60 * 1024);
  });
});
