import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { courseShareCard, coursePath, paths } from '../../src/config/paths.ts';
import { locales, localizedPath } from '../../src/config/locales.ts';
import { courses } from '../../src/content/courses.ts';
import { site } from '../../src/content/site.ts';
import { structuredData } from '../../src/app/structured-data.ts';
import type { RouteKey } from '../../src/app/route-table.ts';
import { attr, buildDir, jsonLdBlocks, readBuilt } from '../support/built-pages.ts';

const pages: { key: RouteKey; path: string; file: string; url: string; image: string; slug?: string }[] = [
  ...(Object.entries(paths) as [RouteKey, string][]).map(([key, path]) => ({
    key,
    path,
    file: path === '/' ? 'index.html' : `${path.slice(1)}.html`,
    url: new URL(path, site.url).href,
    image: `${site.url}/og-image.png`,
  })),
  // Each course's own page, with its own share card.
  ...courses.map(({ slug, image }) => ({
    key: 'course' as const,
    path: coursePath(slug),
    file: `courses/${slug}.html`,
    url: new URL(coursePath(slug), site.url).href,
    image: new URL(courseShareCard(slug, image.src).path, site.url).href,
    slug,
  })),
];

const metaContent = (html: string, key: string) =>
  [...html.matchAll(/<meta(\s[^>]*)>/g)]
    .map(([, attrs = '']) => attrs)
    .find((attrs) => attr(attrs, 'property') === key || attr(attrs, 'name') === key)
    ?.match(/content="([^"]*)"/)?.[1];

describe('robots.txt and sitemap.xml', () => {
  it('lists every route, and only routes, in the sitemap', () => {
    const sitemap = readBuilt('sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    // Every page in both languages: English at its own address, Kiswahili under /sw.
    expect(locs).toEqual(
      pages.flatMap(({ path }) =>
        locales.map((locale) => new URL(localizedPath(path, locale), site.url).href),
      ),
    );
  });

  it('lets crawlers in and points them to the sitemap', () => {
    const robots = readBuilt('robots.txt');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});

describe.each(pages)('$path', ({ key, file, url, image, slug }) => {
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
    expect(blocks).toEqual(JSON.parse(JSON.stringify(structuredData(key, undefined, slug))));
    const anchors = [...JSON.stringify(blocks).matchAll(/"url":"([^"#]+)#([^"]+)"/g)];
    for (const [, pageUrl, id] of anchors) {
      expect(pageUrl).toBe(url);
      expect(html).toContain(`id="${id}"`);
    }
  });
});

describe('the not-found page', () => {
  const html = readBuilt('404.html');

  it('is kept out of search results and names no canonical URL', () => {
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(html).not.toContain('rel="canonical"');
    expect(metaContent(html, 'og:url')).toBeUndefined();
  });
});

describe('the share image', () => {
  it('is a 1200x630 PNG of modest size', () => {
    const png = readFileSync(join(buildDir, 'og-image.png'));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    // IHDR: width and height are the first two big-endian words after the 16-byte header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.byteLength).toBeLessThan(60 * 1024);
  });
});
