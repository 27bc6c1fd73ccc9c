import { beforeAll, describe, expect, it } from 'vitest';
import { jsonLdScript, renderHeadTags } from '../../src/app/head-tags';
import { notFoundRoute, pageRoutes, type RouteKey } from '../../src/app/route-table';
import { structuredDataOf } from '../../src/app/structured-data';
import { locales, localizedPath } from '../../src/config/locales';
import { coursePath, paths } from '../../src/config/paths';
import { contentNow } from 'virtual:content/now';
import type { ContentName } from '../../src/content/content-names';
import { eventsAsOf, toCollegeEvent } from '../../src/content/event-dates';
import type { Faq } from '../../src/content/faqs';
import type { LocaleData } from '../../src/locale/locale-data';
import { localeDataOf } from '../support/locale-data';

type Json = Record<string, unknown> & { '@type': string | string[] };

describe.each(locales)('structured data in %s', (locale) => {
  let data: LocaleData;
  beforeAll(async () => {
    data = await localeDataOf(locale);
  });
  const site = () => data.content('site');
  /** A page's address in this language on the site's address. */
  const urlOf = (path: string) => new URL(localizedPath(path, locale), site().url).href;

  /** The JSON-LD blocks of a page's <head>, parsed as a crawler would. */
  function blocksOf(key: RouteKey, now = contentNow): Json[] {
    const route = [...pageRoutes, notFoundRoute].find((candidate) => candidate.key === key);
    if (!route) throw new Error(`no route ${key}`);
    const head = renderHeadTags(route, data, now);
    return [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      ([, body = '']) => JSON.parse(body) as Json,
    );
  }
  const structuredData = (key: RouteKey, now: number) => structuredDataOf(data)(key, now) as Json[];

  /** The site's events as the community page lists them, sorted soonest first. */
  const byStart = () =>
    eventsAsOf(Number.NEGATIVE_INFINITY, data.content('events').map(toCollegeEvent)).upcoming;

  it('describes the college on the home page with its campuses, phone, e-mail and office hours', () => {
    const [org, ...rest] = blocksOf('home');
    expect(rest).toEqual([]);
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      // One college in every language: the same id, on its English home page.
      '@id': `${new URL(paths.home, site().url).href}#organization`,
      name: site().name,
      url: urlOf(paths.home),
      telephone: site().phone.e164,
      email: site().email,
    });
    const departments = org?.department as Json[];
    expect(departments.map((campus) => campus.address)).toEqual(
      site().campuses.map((campus) => ({
        '@type': 'PostalAddress',
        streetAddress: `${campus.building}, ${campus.street}`,
        addressLocality: campus.town,
        addressRegion: campus.county,
        postalCode: campus.postalCode,
        addressCountry: 'KE',
      })),
    );
    expect(org?.openingHoursSpecification).toEqual(
      site().officeHours.map(({ dayOfWeek, opens, closes }) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek,
        opens,
        closes,
      })),
    );
  });

  it('gives each campus as a place of the college: address, position, hours, phone and a map link', () => {
    const [org] = blocksOf('home');
    const places = org?.department as Json[];
    expect(places).toHaveLength(site().campuses.length);
    site().campuses.forEach((campus, index) => {
      const place = places[index];
      expect(place?.['@type']).toEqual(['EducationalOrganization', 'LocalBusiness']);
      expect(place).toMatchObject({
        name: `${site().name}, ${campus.name}`,
        url: urlOf(paths.booking),
        telephone: site().phone.e164,
        geo: { '@type': 'GeoCoordinates', latitude: campus.geo.latitude, longitude: campus.geo.longitude },
        hasMap: `https://www.google.com/maps/dir/?api=1&destination=${campus.geo.latitude},${campus.geo.longitude}`,
        parentOrganization: { '@id': org?.['@id'] },
      });
      const hours = campus.officeHours?.length ? campus.officeHours : site().officeHours;
      expect(place?.openingHoursSpecification).toEqual(
        hours.map(({ dayOfWeek, opens, closes }) => ({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek,
          opens,
          closes,
        })),
      );
    });
    expect(new Set(places.map((place) => place['@id'])).size).toBe(places.length);
  });

  it('lists every course on /courses by the address of its own page, in order (the summary page)', () => {
    const [list, ...rest] = blocksOf('courses');
    expect(rest).toEqual([]);
    expect(list?.['@type']).toBe('ItemList');
    const items = list?.itemListElement as Json[];
    expect(items.map((item) => [item['@type'], item.position, item.url])).toEqual(
      data.content('courses').map((course, index) => ['ListItem', index + 1, urlOf(coursePath(course.slug))]),
    );
  });

  it('offers each course at its fee, and says a fee for each programming language is one, whichever courses the staff mark so', () => {
    // Every course once as the content has it and once with the mark turned the other way: both
    // kinds of fee are checked, whether or not content/courses/ marks any course.
    const courses = data.content('courses');
    for (const flip of [false, true]) {
      const marked = courses.map((course) => ({
        ...course,
        perProgrammingLanguage: flip ? !course.perProgrammingLanguage : course.perProgrammingLanguage,
      }));
      const edited: LocaleData = {
        ...data,
        content: ((name: ContentName) =>
          name === 'courses' ? marked : data.content(name)) as LocaleData['content'],
      };
      for (const course of marked) {
        const [page] = structuredDataOf(edited)('course', contentNow, course.slug) as Json[];
        const offer = { '@type': 'Offer', category: 'Paid', price: course.price, priceCurrency: 'KES' };
        expect(page?.offers, course.slug).toEqual([
          {
            ...offer,
            url: urlOf(coursePath(course.slug)),
            ...(course.perProgrammingLanguage && {
              priceSpecification: {
                '@type': 'UnitPriceSpecification',
                price: course.price,
                priceCurrency: 'KES',
                unitText: data.words('common').course.perLanguage,
              },
            }),
          },
        ]);
      }
    }
  });

  // The events are whatever content/events/ holds today; the times below are chosen around them.
  it('gives each upcoming event on /community with its dates, times, campus, status and organizer', () => {
    const events = byStart();
    const [first] = events;
    const before = first ? Date.parse(first.startDate) - 60_000 : 0;
    const blocks = structuredData('community', before);
    expect(blocks.map((event) => event['@type'])).toEqual(events.map(() => 'Event'));
    expect(blocks.map((event) => event.name)).toEqual(events.map((event) => event.title));
    expect(blocks.map((event) => [event.startDate, event.endDate])).toEqual(
      events.map((event) => [event.startDate, event.endDate]),
    );
    expect(blocks.map((event) => event.url)).toEqual(
      events.map((event) => `${urlOf(paths.community)}#event-${event.slug}`),
    );
    const towns = blocks.map((event) => ((event.location as Json).address as Json).addressLocality);
    expect(towns).toEqual(
      events.map((event) => site().campuses.find((campus) => campus.id === event.location)?.town),
    );
    for (const event of blocks) {
      expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
      expect(event.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
      expect((event.organizer as Json).name).toBe(site().name);
    }
  });

  it('leaves an event out of the structured data once it has ended', () => {
    const events = byStart();
    const [first] = events;
    if (!first) {
      expect(structuredData('community', 0)).toEqual([]);
      return;
    }
    // A minute before the first event ends it is still upcoming; when it ends, it is gone.
    const end = Date.parse(first.endDate);
    const names = (now: number) => structuredData('community', now).map((event) => event.name);
    expect(names(end - 60_000)).toContain(first.title);
    expect(names(end)).toEqual(eventsAsOf(end, events).upcoming.map((event) => event.title));
    const last = Math.max(...events.map((event) => Date.parse(event.endDate)));
    expect(structuredData('community', last)).toEqual([]);
  });

  it('carries in the community page’s head only the events still upcoming at the time it is rendered', () => {
    const names = (now: number) => blocksOf('community', now).map((event) => event.name);
    expect(names(contentNow)).toEqual(eventsAsOf(contentNow, byStart()).upcoming.map((event) => event.title));
    const [first] = byStart();
    if (first) {
      const end = Date.parse(first.endDate);
      expect(names(end - 60_000)).toContain(first.title);
      expect(names(end)).not.toContain(first.title);
    }
  });

  it('answers every FAQ on /faqs as an FAQPage', () => {
    const faqs = data.content('faqs');
    const [page, ...rest] = blocksOf('faqs');
    expect(rest).toEqual([]);
    expect(page?.['@type']).toBe('FAQPage');
    const questions = page?.mainEntity as Json[];
    expect(questions).toHaveLength(faqs.length);
    expect(questions.map((question) => question.name)).toEqual(faqs.map((faq) => faq.question));
    expect(questions.map((question) => (question.acceptedAnswer as Json).text)).toEqual(
      faqs.map((faq) => faq.answer),
    );
  });

  it.each(['about', 'corporate', 'booking', 'notFound'] as const)('adds no structured data to %s', (key) => {
    expect(blocksOf(key)).toEqual([]);
  });

  it('keeps text that looks like markup inside the data block', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const faqs: readonly Faq[] = [{ topic: 'admission', question: hostile, answer: hostile }];
    // The language's content, with an FAQ an editor could write.
    const withFaq: LocaleData = {
      ...data,
      content: ((name: ContentName) =>
        name === 'faqs' ? faqs : data.content(name)) as LocaleData['content'],
    };
    const [block] = structuredDataOf(withFaq)('faqs', contentNow);
    if (!block) throw new Error('no FAQPage block');
    const script = jsonLdScript(block);
    const body = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(script)?.[1] ?? '';
    expect(body).not.toContain('<');
    const parsed = JSON.parse(body) as { mainEntity: { name: string }[] };
    expect(parsed.mainEntity[0]?.name).toBe(hostile);
  });
});
