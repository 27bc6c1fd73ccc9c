// Both languages in the build: each English page has its Kiswahili twin at /sw with the same slug,
// each names both and x-default, links the other in its header, and carries its own language.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultLocale, localeInfo, localeOfFile, locales, localizedPath } from '../../src/config/locales.ts';
import { collegeShareCard, courseShareCard } from '../../src/config/paths.ts';
import { words as enWords } from '../../src/i18n/en/common.ts';
import { words as swWords } from '../../src/i18n/sw/common.ts';
import { words as swMeta } from '../../src/i18n/sw/meta.ts';
import { listPhrase } from '../../src/lib/wording.ts';
import { loadSiteContent } from '../../tools/content-data.ts';
import { buildDir, htmlFiles, jsonLdBlocks, readBuilt } from '../support/built-pages.ts';

const loaded = loadSiteContent();
const { site } = loaded.data;
const kiswahili = loaded.languages.sw.data;
/** The English pages (not the not-found page, which has no address of its own) and their paths. */
const english = htmlFiles
  .filter((file) => localeOfFile(file) === defaultLocale && file !== localeInfo[defaultLocale].notFoundPage)
  .map((file) => ({ file, path: file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}` }));
const twinFile = (path: string) => `${localizedPath(path, 'sw').slice(1)}.html`;
const attrs = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\s([^>]*)>`, 'gi'))].map(([, a = '']) => a);
const attr = (tagAttrs: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tagAttrs)?.[1];

describe('every page in both languages', () => {
  it('has a Kiswahili twin for each English page', () => {
    expect(english.length).toBeGreaterThan(7);
    for (const { path } of english) expect(existsSync(join(buildDir, twinFile(path))), path).toBe(true);
    expect(existsSync(join(buildDir, 'sw/404.html'))).toBe(true);
  });

  it.each(english)(
    '$path: each language names every language and x-default, with absolute addresses',
    ({ file, path }) => {
      for (const [locale, html] of [
        ['en', readBuilt(file)],
        ['sw', readBuilt(twinFile(path))],
      ] as const) {
        const own = new URL(localizedPath(path, locale), site.url).href;
        expect(html).toMatch(new RegExp(`<html lang="${localeInfo[locale].lang}"`));
        expect(attrs(html, 'link').find((a) => attr(a, 'rel') === 'canonical')).toContain(`href="${own}"`);
        const alternates = Object.fromEntries(
          attrs(html, 'link')
            .filter((a) => attr(a, 'rel') === 'alternate')
            .map((a) => [attr(a, 'hreflang') ?? '', attr(a, 'href')] as const),
        );
        // Every language of the site (a third one too), and x-default.
        expect(alternates).toEqual({
          ...Object.fromEntries(
            locales.map((each) => [
              localeInfo[each].hreflang,
              new URL(localizedPath(path, each), site.url).href,
            ]),
          ),
          'x-default': new URL(path, site.url).href,
        });
        expect(html).toContain(`<meta property="og:locale" content="${localeInfo[locale].ogLocale}" />`);
        // The language link: a plain link to the same page in the other language, with hreflang and lang.
        const other = locale === 'en' ? 'sw' : 'en';
        const link = attrs(html, 'a').find((a) => attr(a, 'hreflang') === localeInfo[other].hreflang);
        expect(link, `${locale} ${path}`).toBeDefined();
        expect(attr(link ?? '', 'href')).toBe(localizedPath(path, other));
        expect(attr(link ?? '', 'lang')).toBe(localeInfo[other].lang);
      }
    },
  );
});

describe('the Kiswahili pages', () => {
  it('say the college’s details and each course’s card in Kiswahili where the data has it, figures shared', () => {
    const home = readBuilt('sw.html');
    expect(home).toContain(kiswahili.site.tagline);
    for (const course of kiswahili.courses) {
      const card = readBuilt('sw/courses.html');
      expect(card).toContain(`id="course-${course.slug}"`);
      // The fee is entered once and shown the same in both languages.
      expect(readBuilt(twinFile(`/courses/${course.slug}`))).toContain(
        `KSh ${course.price.toLocaleString('en-US')}`,
      );
    }
  });

  it('share the college’s card in Kiswahili on every page but a course’s', () => {
    const card = collegeShareCard('sw');
    const towns = [...new Set(site.campuses.map((campus) => campus.town))];
    for (const { file, path } of english.filter(({ file }) => !file.startsWith('courses/'))) {
      expect(readBuilt(twinFile(path)), file).toContain(`${card.path}"`);
    }
    const svg = readFileSync(join(buildDir, card.path.slice(1).replace(/\.png$/, '.svg')), 'utf8');
    expect(svg).toContain(swWords.shareCard.collegeLine(listPhrase(towns, swWords.conjunctions.and)));
    expect(svg).toContain(swWords.shareCard.subjects[0]);
    expect(svg).not.toContain(enWords.shareCard.collegeLine(listPhrase(towns, enWords.conjunctions.and)));
  });

  it('carry inLanguage sw in each course’s JSON-LD, and a share card of their own', () => {
    for (const course of kiswahili.courses) {
      const html = readBuilt(twinFile(`/courses/${course.slug}`));
      const data = jsonLdBlocks(html).find((block) => block['@type'] === 'Course');
      expect(data?.inLanguage).toBe('sw');
      const card = courseShareCard(course.slug, course.image.src, 'sw');
      expect(html).toContain(`${card.path}"`);
      expect(existsSync(join(buildDir, card.path.slice(1))), card.path).toBe(true);
      const svg = readFileSync(join(buildDir, card.path.slice(1).replace(/\.(png|jpg)$/, '.svg')), 'utf8');
      expect(svg).toContain(swWords.levels[course.level].replace(/&/g, '&amp;'));
      expect(svg).toContain(swWords.shareCard.instalments);
    }
  });
});

describe('the installed app', () => {
  it('has one manifest, in English, with its description in Kiswahili among its translations', () => {
    const manifest = JSON.parse(readBuilt('manifest.webmanifest')) as {
      lang: string;
      description: string;
      translations?: Record<string, { description?: string }>;
    };
    const towns = listPhrase(
      [...new Set(site.campuses.map((campus) => campus.town))],
      swWords.conjunctions.and,
    );
    expect(manifest.lang).toBe(localeInfo.en.lang);
    expect(manifest.translations?.[localeInfo.sw.hreflang]?.description).toBe(
      swMeta.meta.app({ townsAnd: towns }),
    );
    expect(manifest.description).not.toBe(manifest.translations?.[localeInfo.sw.hreflang]?.description);
  });
});
