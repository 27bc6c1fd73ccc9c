// The content modules serve content/ as the build checked it, in each language: these tests compare
// them with the data files themselves (loadContent, localized as a page in that language shows
// them), never with today's figures, so a staff edit that passes the schema passes here too. That
// the launch content matches the brief is `npm run check:launch-content`.
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultLocale, localeInfo, locales } from '../../src/config/locales';
import { sections } from '../../src/config/paths';
import { interestOptions } from '../../src/content/booking-options';
import { lowestFee } from '../../src/content/courses';
import { toCollegeEvent } from '../../src/content/event-dates';
import { campusTowns } from '../../src/content/site';
import { initialsOf } from '../../src/content/team';
import { eventDateLabel, eventRegistrationMessage, eventTimeLabel } from '../../src/i18n/event-labels';
import type { LocaleData } from '../../src/locale/locale-data';
import { contentFile, contentRoot, loadSiteContent } from '../../tools/content-data';
import { pictureSourceFile } from '../../tools/pictures/content-pictures';
import { localeDataOf } from '../support/locale-data';
import { content as data } from '../support/site-content';

/**
 * The file's data as a page gets it: each picture (`{ src, alt }`, and the fields of it still in
 * English) as the build shipped it, with the file's alt text, a file of the build's and its shape
 * (the build tests check the files).
 */
const served = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(served);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node);
  const keys = entries.map(([key]) => key).filter((key) => key !== 'untranslated');
  if (keys.length === 2 && 'src' in node && 'alt' in node) {
    // An alt text still in English is marked by `lang` (src/content/schema/picture-field.ts).
    const { untranslated, ...picture } = node as { untranslated?: string[] };
    return expect.objectContaining({
      ...picture,
      ...(untranslated?.includes('alt') ? { lang: localeInfo[defaultLocale].lang } : {}),
      src: expect.stringMatching(/^\/(?:images\/[\w./-]+\.svg|pictures\/phone\/[\w.-]+\.webp)$/) as unknown,
      width: expect.any(Number) as unknown,
      height: expect.any(Number) as unknown,
    });
  }
  return Object.fromEntries(entries.map(([key, value]) => [key, served(value)]));
};

/** An object without one of its keys. */
const without = <T extends object, K extends keyof T>(object: T, key: K): Omit<T, K> =>
  Object.fromEntries(Object.entries(object).filter(([name]) => name !== key)) as Omit<T, K>;

describe('the courses in the data', () => {
  it('give each course a booking interest the form offers, and a picture in the media folder', () => {
    for (const course of data.courses) {
      expect(interestOptions, course.slug).toContain(course.interest);
      const file = pictureSourceFile(contentRoot(), course.image.src);
      expect(existsSync(file), course.image.src).toBe(true);
    }
  });
});

describe.each(locales)('the content in %s', (locale) => {
  const localized = loadSiteContent().languages[locale].data;
  let content: LocaleData['content'];
  let words: LocaleData['words'];
  beforeAll(async () => {
    ({ content, words } = await localeDataOf(locale));
  });

  describe('courses', () => {
    it(`serves every course of ${contentFile('courses')}, in list order, as its card`, () => {
      // The cards' fields; each course page's own content (`details`) is served to that page alone.
      const cards = localized.courses.map((course) => without(course, 'details'));
      expect(content('courses')).toEqual(served(cards));
    });

    it('serves each course’s page content by its slug, for its page alone', () => {
      expect(content('course-details')).toEqual(
        served(Object.fromEntries(localized.courses.map((course) => [course.slug, course.details]))),
      );
    });

    it('says "from" the lowest fee of all the courses', () => {
      const fee = lowestFee(content('courses'));
      expect(fee).toBe(Math.min(...data.courses.map((course) => course.price)));
      expect(content('courses').some((course) => course.price === fee)).toBe(true);
      expect(content('courses').every((course) => course.price >= fee)).toBe(true);
    });
  });

  describe('packages', () => {
    it(`serves the packages of ${contentFile('packages')}`, () => {
      expect(content('packages')).toEqual(localized.packages);
    });
  });

  describe('home', () => {
    it(`resolves the popular courses named in ${contentFile('home')} to those courses’ cards, in that order, and counts every course`, () => {
      const { popularCourses, courseCount } = content('home');
      expect(popularCourses.map((course) => course.slug)).toEqual(data.home.popularCourses);
      for (const course of popularCourses) expect(content('courses')).toContainEqual(course);
      expect(courseCount).toBe(data.courses.length);
    });

    it(`serves the rest of ${contentFile('home')}: the why-choose-us cards, the testimonials`, () => {
      expect(without(without(content('home'), 'popularCourses'), 'courseCount')).toEqual(
        served(without(localized.home, 'popularCourses')),
      );
      expect(content('home').whyChooseUs).toEqual(served(localized.home.whyChooseUs));
      expect(content('home').testimonials).toEqual(served(localized.home.testimonials));
    });
  });

  describe('site', () => {
    it(`serves ${contentFile('site')}, and names each campus town once, in file order`, () => {
      expect(content('site')).toEqual(served(localized.site));
      const towns = data.site.campuses.map((campus) => campus.town);
      expect(campusTowns(content('site'))).toEqual(
        towns.filter((town, index) => towns.indexOf(town) === index),
      );
      expect(content('site').phone).toEqual(data.site.phone);
    });
  });

  describe('about', () => {
    it(`serves the objectives, statistics and team of ${contentFile('about')} and ${contentFile('team')}`, () => {
      expect(content('about')).toEqual(served(localized.about));
      expect(content('about').objectives).toEqual(localized.about.objectives);
      expect(content('about').statistics).toEqual(localized.about.statistics);
      expect(content('team')).toEqual(served(localized.team));
    });
  });

  describe('community', () => {
    it(`serves each event of ${contentFile('events')}, with its date and times in East Africa Time`, () => {
      expect(content('events')).toEqual(served(localized.events));
      const when = words('when');
      const common = words('common');
      for (const [index, event] of content('events').map(toCollegeEvent).entries()) {
        const entry = data.events[index];
        if (!entry) throw new Error(`no event ${index}`);
        expect(event.startDate).toBe(`${entry.date}T${entry.start}:00+03:00`);
        expect(event.endDate).toBe(`${entry.date}T${entry.end}:00+03:00`);
        const [year, month, day] = entry.date.split('-').map(Number);
        expect([event.year, event.month, event.day]).toEqual([year, month, day]);
        expect(eventDateLabel(event, when)).toBe(when.when.date(entry.date));
        expect(eventTimeLabel(event, when, common)).toBe(
          `${when.when.clock(entry.start)} ${common.conjunctions.to} ${when.when.clock(entry.end)}`,
        );
      }
    });

    it('builds the registration message an event link prefills', () => {
      const [event] = content('events');
      if (!event) {
        expect(content('events')).toEqual([]);
        return;
      }
      const when = words('when');
      const dateLabel = eventDateLabel(event, when);
      const message = eventRegistrationMessage(event, when, words('community'));
      expect(message).toBe(words('community').events.registerMessage(event.title, dateLabel));
      expect(message).toContain(event.title);
      expect(message).toContain(dateLabel);
    });

    it(`serves the partners, Women & Tech, alumni and success stories of ${contentFile('community')}`, () => {
      expect(content('community')).toEqual(served(localized.community));
      expect(content('community').partners).toEqual(localized.community.partners);
      expect(content('community').womenInTech).toEqual(served(localized.community.womenInTech));
      expect(content('community').alumni).toEqual(localized.community.alumni);
      expect(content('community').successStories).toEqual(localized.community.successStories);
    });
  });

  describe('faqs', () => {
    it(`serves the questions and answers of ${contentFile('faqs')}, in order`, () => {
      expect(content('faqs')).toEqual(localized.faqs);
    });
  });

  describe('corporate', () => {
    it('gives each section an anchor the Corporate menu links to', () => {
      const anchors: readonly string[] = Object.values(sections);
      for (const offer of content('corporate').offers) expect(anchors).toContain(offer.id);
      expect(content('corporate')).toEqual(served(localized.corporate));
    });
  });

  describe('closures', () => {
    it(`serves the closures of ${contentFile('closures')}, by date`, () => {
      expect(content('closures')).toEqual(localized.closures);
    });
  });
});

describe('the events in English', () => {
  it('label each date as a reader writes it: day, month and year', async () => {
    const { content, words } = await localeDataOf('en');
    for (const event of content('events').map(toCollegeEvent)) {
      const date = new Date(Date.UTC(event.year, event.month - 1, event.day));
      expect(eventDateLabel(event, words('when'))).toBe(
        `${event.day} ${date.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${event.year}`,
      );
      expect(eventTimeLabel(event, words('when'), words('common'))).toMatch(
        new RegExp(`^\\d{1,2}:\\d\\d [AP]M ${words('common').conjunctions.to} \\d{1,2}:\\d\\d [AP]M$`),
      );
    }
  });
});

describe('team', () => {
  it('makes avatar initials from the first and last names, skipping titles', () => {
    expect(initialsOf('Dr. Grace Wanjiru')).toBe('GW');
    expect(initialsOf('Samuel Otieno')).toBe('SO');
    expect(initialsOf('Prof. Amina Njeri Kamau')).toBe('AK');
    expect(initialsOf('Wanjiku')).toBe('W');
  });
});
