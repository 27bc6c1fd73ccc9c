// The content modules serve content/ as the build checked it: these tests compare them with the data
// files themselves (loadContent), never with today's figures, so a staff edit that passes the
// schema passes here too. That the launch content matches the brief is `npm run check:launch-content`.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { about } from '../../src/content/about';
import { interestOptions } from '../../src/content/booking-options';
import { community } from '../../src/content/community';
import { corporate } from '../../src/content/corporate';
import { courseById, courses, lowestFee } from '../../src/content/courses';
import { eventDateLabel, eventRegistrationMessage, eventTimeLabel } from '../../src/content/event-dates';
import { events } from '../../src/content/events';
import { faqs } from '../../src/content/faqs';
import { home } from '../../src/content/home';
import { coursePackages } from '../../src/content/packages';
import { campusTowns, site } from '../../src/content/site';
import { initialsOf, team } from '../../src/content/team';
import { sections } from '../../src/config/paths';
import { contentRoot, loadContent } from '../../tools/content-data';
import { pictureSourceFile } from '../../tools/pictures/content-pictures';

const data = loadContent();
// The pages read each collection as one object; its keys, as the tests below name them.
const { objectives, statistics } = about;
const { alumni, partners, successStories, womenInTech } = community;
const { offers: corporateOffers } = corporate;
const { popularCourses, testimonials, whyChooseUs } = home;

/**
 * The file's data as a page gets it: each picture (`{ src, alt }`) as the build shipped it, with
 * the file's alt text, a file of the build's and its shape (the build tests check the files).
 */
const served = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(served);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node);
  if (entries.length === 2 && 'src' in node && 'alt' in node)
    return expect.objectContaining({
      alt: node.alt,
      src: expect.stringMatching(/^\/(?:images\/[\w./-]+\.svg|pictures\/phone\/[\w.-]+\.webp)$/),
      width: expect.any(Number),
      height: expect.any(Number),
    });
  return Object.fromEntries(entries.map(([key, value]) => [key, served(value)]));
};

describe('courses', () => {
  it('serves every course of content/courses.yml, in file order', () => {
    // The cards' fields; each course page's own content (`details`) is served to that page alone.
    const cards = data.courses.courses.map((course) =>
      Object.fromEntries(Object.entries(course).filter(([key]) => key !== 'details')),
    );
    expect(courses).toEqual(served(cards));
  });

  it('says "from" the lowest fee of all the courses', () => {
    expect(lowestFee).toBe(Math.min(...data.courses.courses.map((course) => course.price)));
    expect(courses.some((course) => course.price === lowestFee)).toBe(true);
    expect(courses.every((course) => course.price >= lowestFee)).toBe(true);
  });

  it('gives each course a booking interest the form offers, and a picture in the media folder', () => {
    for (const course of data.courses.courses) {
      expect(interestOptions, course.slug).toContain(course.interest);
      const file = pictureSourceFile(contentRoot(), course.image.src);
      expect(existsSync(file), course.image.src).toBe(true);
    }
  });

  it('finds a course by id and refuses an unknown one', () => {
    for (const course of courses) expect(courseById(course.id)).toBe(course);
    const unknown = Math.max(...courses.map((course) => course.id)) + 1;
    expect(() => courseById(unknown as never)).toThrow(`No course with id ${unknown}`);
  });
});

describe('packages', () => {
  it('serves the packages of content/packages.yml', () => {
    expect(coursePackages).toEqual(data.packages.packages);
  });
});

describe('home', () => {
  it('resolves the popular courses named in home.yml to those courses, in that order', () => {
    expect(popularCourses.map((course) => course.slug)).toEqual(data.home.popularCourses);
    for (const course of popularCourses) expect(courses).toContain(course);
  });

  it('serves the why-choose-us cards and testimonials of home.yml', () => {
    expect(whyChooseUs).toEqual(data.home.whyChooseUs);
    expect(testimonials).toEqual(data.home.testimonials);
  });
});

describe('site', () => {
  it('names each campus town once, in file order', () => {
    const towns = data.site.campuses.map((campus) => campus.town);
    expect(campusTowns).toEqual(towns.filter((town, index) => towns.indexOf(town) === index));
    expect(site.phone).toEqual(data.site.phone);
  });
});

describe('about', () => {
  it('serves the objectives, statistics and team of about.yml and team.yml', () => {
    expect(objectives).toEqual(data.about.objectives);
    expect(statistics).toEqual(data.about.statistics);
    expect(team).toEqual(served(data.team.team));
  });

  it('makes avatar initials from the first and last names, skipping titles', () => {
    expect(initialsOf('Dr. Grace Wanjiru')).toBe('GW');
    expect(initialsOf('Samuel Otieno')).toBe('SO');
    expect(initialsOf('Prof. Amina Njeri Kamau')).toBe('AK');
    expect(initialsOf('Wanjiku')).toBe('W');
  });
});

describe('community', () => {
  it('shows each event of events.yml with its date, times and ISO times in East Africa Time', () => {
    expect(events.map((event) => event.slug)).toEqual(data.events.events.map((event) => event.slug));
    for (const [index, event] of events.entries()) {
      const entry = data.events.events[index];
      if (!entry) throw new Error(`no event ${index}`);
      expect(event.startDate).toBe(`${entry.date}T${entry.start}:00+03:00`);
      expect(event.endDate).toBe(`${entry.date}T${entry.end}:00+03:00`);
      const [year, month, day] = entry.date.split('-').map(Number);
      const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day));
      expect(eventDateLabel(event)).toBe(
        `${day} ${date.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${year}`,
      );
      expect(eventTimeLabel(event)).toMatch(/^\d{1,2}:\d\d [AP]M to \d{1,2}:\d\d [AP]M$/);
    }
  });

  it('builds the registration message an event link prefills', () => {
    const [event] = events;
    if (!event) return expect(events).toEqual([]);
    expect(eventRegistrationMessage(event)).toBe(
      `I would like to register for ${event.title} on ${eventDateLabel(event)}.`,
    );
  });

  it('serves the partners, Women & Tech, alumni and success stories of community.yml', () => {
    expect(partners).toEqual(data.community.partners);
    expect(womenInTech).toEqual(served(data.community.womenInTech));
    expect(alumni).toEqual(data.community.alumni);
    expect(successStories).toEqual(data.community.successStories);
  });
});

describe('faqs', () => {
  it('serves the questions and answers of faqs.yml, in order', () => {
    expect(faqs).toEqual(data.faqs.faqs);
  });
});

describe('corporate', () => {
  it('gives each section an anchor the Corporate menu links to', () => {
    const anchors: readonly string[] = Object.values(sections);
    for (const offer of corporateOffers) expect(anchors).toContain(offer.id);
    expect(corporateOffers).toEqual(data.corporate.offers);
  });
});
