import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales, localizedPath, pageFileOf, type Locale } from '../../src/config/locales.ts';
import { courseShareCard, coursePath, paths } from '../../src/config/paths.ts';
import { paymentSchedule } from '../../src/content/payment-plan.ts';
import { courseFee, feeUnit } from '../../src/i18n/course-fee.ts';
import { instalmentsText } from '../../src/i18n/course-labels.ts';
import { formatPrice } from '../../src/lib/format-price.ts';
import type { LocaleData } from '../../src/locale/locale-data.ts';
import { loadSharp } from '../../tools/pictures/load-sharp.ts';
import { buildDir, jsonLdBlocks, readBuilt } from '../support/built-pages.ts';
import { localeDataOf } from '../support/locale-data.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * What Google's course info rich result requires of a Course (developers.google.com/search/docs/
 * appearance/structured-data/course-info): name, description, provider; offers with a category
 * (and a price and currency when it is paid); hasCourseInstance, each with courseMode and either
 * courseSchedule (duration, repeatFrequency, repeatCount) or courseWorkload, and a location for a
 * course taught on site. Returns what is missing, one line each.
 */
export function courseInfoProblems(course: Json): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  need(course['@type'] === 'Course', '@type Course');
  need(text(course.name), 'name');
  need(text(course.description), 'description');
  need(isObject(course.provider) && text(course.provider.name), 'provider.name');
  const offers = asList(course.offers).filter(isObject);
  need(offers.length > 0, 'offers');
  for (const offer of offers) {
    need(
      ['Free', 'Partially Free', 'Subscription', 'Paid'].includes(String(offer.category)),
      'offers.category',
    );
    if (offer.category !== 'Free') {
      need(typeof offer.price === 'number' && offer.price > 0, 'offers.price');
      need(/^[A-Z]{3}$/.test(String(offer.priceCurrency)), 'offers.priceCurrency');
    }
  }
  const instances = asList(course.hasCourseInstance).filter(isObject);
  need(instances.length > 0, 'hasCourseInstance');
  for (const instance of instances) {
    const mode = String(instance.courseMode).toLowerCase();
    need(['online', 'onsite', 'blended'].includes(mode), 'hasCourseInstance.courseMode');
    const schedule = isObject(instance.courseSchedule) ? instance.courseSchedule : undefined;
    need(
      Boolean(schedule) || text(instance.courseWorkload),
      'hasCourseInstance.courseSchedule or courseWorkload',
    );
    if (schedule) {
      need(
        /^P(?!$)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?)?$/.test(String(schedule.duration)),
        'courseSchedule.duration (ISO 8601)',
      );
      need(
        ['Daily', 'Weekly', 'Monthly', 'Yearly'].includes(String(schedule.repeatFrequency)),
        'courseSchedule.repeatFrequency',
      );
      need(
        Number.isInteger(schedule.repeatCount) && Number(schedule.repeatCount) > 0,
        'courseSchedule.repeatCount',
      );
    }
    if (mode !== 'online') {
      const location = instance.location;
      need(text(location) || (isObject(location) && text(location.name)), 'hasCourseInstance.location');
    }
  }
  return problems;
}

// Each language's words and content, as its pages were rendered from them.
const languages = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [locale, await localeDataOf(locale)] as const)),
) as Record<Locale, LocaleData>;
const { content: english } = languages.en;
const site = english('site');

/** Every course page of the build: each course in each language. */
const coursePages = locales.flatMap((locale) => {
  const { content } = languages[locale];
  return content('courses').map((course) => {
    const details = content('course-details')[course.slug];
    if (!details) throw new Error(`no page content for ${course.slug} in ${locale}`);
    return { file: pageFileOf(coursePath(course.slug), locale), locale, course: { ...course, details } };
  });
});

describe.each(coursePages)('$file', ({ file, locale, course }) => {
  const html = readBuilt(file);
  const blocks = jsonLdBlocks(html);
  const { words } = languages[locale];
  const common = words('common');
  const pageUrl = (path: string) => new URL(localizedPath(path, locale), site.url).href;
  const url = pageUrl(coursePath(course.slug));

  it("carries a Course with everything Google's course info requires, from the data", () => {
    const data = blocks.find((block) => block['@type'] === 'Course');
    expect(data, 'no Course block').toBeDefined();
    if (!data) return;
    expect(courseInfoProblems(data)).toEqual([]);
    expect(data).toMatchObject({ name: course.title, description: course.description, url });
    expect(data.offers).toEqual([
      expect.objectContaining({ category: 'Paid', price: course.price, priceCurrency: 'KES' }),
    ]);
    // One instance per class time per campus that offers it, at that campus, named in the page's language.
    const instances = data.hasCourseInstance as Json[];
    const campuses = languages[locale].content('site').campuses;
    const expected = course.details.schedules.flatMap((schedule) => schedule.campuses);
    expect(instances.map((instance) => (instance.location as Json).name)).toEqual(
      expected.map(
        (id) => `${site.name}, ${campuses.find((campus) => campus.id === id)?.name ?? `no campus ${id}`}`,
      ),
    );
    for (const instance of instances) {
      expect((instance.courseSchedule as Json).repeatCount).toBe(course.weeks);
    }
  });

  it('carries a BreadcrumbList: Home, Courses, the course', () => {
    const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    const items = (trail?.itemListElement ?? []) as Json[];
    expect(items.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, common.nav.home, pageUrl(paths.home)],
      [2, common.nav.courses, pageUrl(paths.courses)],
      [3, course.title, url],
    ]);
  });

  it('shows the fee (with what it is for), duration, level and payment plan the data gives', () => {
    const schedule = paymentSchedule(course.price, course.details.paymentPlan);
    const { deposit, instalments, monthly, last } = schedule;
    expect(deposit + monthly * (instalments - 1) + last).toBe(course.price);
    for (const shown of [
      courseFee(course, common),
      common.course.length(course.weeks, course.perProgrammingLanguage),
      common.levels[course.level],
      formatPrice(deposit),
    ]) {
      expect(html).toContain(`>${shown}<`);
    }
    const plain = html.replace(/<!--[\s\S]*?-->/g, '');
    expect(plain).toContain(instalmentsText(schedule, words('course-page')));
  });

  it('has its own 1200x630 share card drawn from an SVG naming the course and fee: a small palette PNG beside an illustration, a JPEG within WhatsApp’s 300 KB beside a photo', async () => {
    const card = courseShareCard(course.slug, course.image.src, locale);
    const file = readFileSync(join(buildDir, card.path.slice(1)));
    const { format, width, height, isPalette } = await (await loadSharp())(file).metadata();
    expect([width, height]).toEqual([1200, 630]);
    if (card.type === 'image/png') {
      expect(format).toBe('png');
      expect(isPalette).toBe(true);
      expect(file.byteLength).toBeLessThan(40 * 1024);
    } else {
      expect(format).toBe('jpeg');
      expect(file.byteLength).toBeLessThan(300 * 1000);
    }
    console.info(`${card.path}: ${(file.byteLength / 1024).toFixed(1)} KB`);
    const svg = readFileSync(join(buildDir, card.path.slice(1).replace(/\.\w+$/, '.svg')), 'utf8');
    expect(svg).toContain(formatPrice(course.price));
    const unit = feeUnit(course, common);
    if (unit) expect(svg).toContain(`>${unit}</tspan>`);
    for (const word of course.title.replace(/&/g, '&amp;').split(' ')) expect(svg).toContain(word);
  });
});

describe('sitemap.xml', () => {
  it('lists every course page, in every language', () => {
    const sitemap = readBuilt('sitemap.xml');
    for (const locale of locales) {
      for (const course of english('courses')) {
        expect(sitemap).toContain(
          `<loc>${new URL(localizedPath(coursePath(course.slug), locale), site.url).href}</loc>`,
        );
      }
    }
  });
});
