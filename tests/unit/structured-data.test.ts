import { describe, expect, it } from 'vitest';
import { jsonLdScript, renderHeadTags } from '../../src/app/head-tags';
import { notFoundRoute, pageRoutes, type RouteKey } from '../../src/app/route-table';
import { faqPageData, structuredData } from '../../src/app/structured-data';
import { courses } from '../../src/content/courses';
import { events } from '../../src/content/events';
import { faqs } from '../../src/content/faqs';
import { site } from '../../src/content/site';

type Json = Record<string, unknown> & { '@type': string };

/** The JSON-LD blocks of a page's <head>, parsed as a crawler would. */
function blocksOf(key: RouteKey): Json[] {
  const route = [...pageRoutes, notFoundRoute].find((candidate) => candidate.key === key);
  if (!route) throw new Error(`no route ${key}`);
  const head = renderHeadTags(route);
  return [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body = '']) => JSON.parse(body) as Json,
  );
}

describe('structured data', () => {
  it('describes the college on the home page with both campuses, phone, e-mail and office hours', () => {
    const [org, ...rest] = blocksOf('home');
    expect(rest).toEqual([]);
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      name: 'Kilele College of Computer Studies',
      url: `${site.url}/`,
      telephone: site.phone.e164,
      email: site.email,
    });
    const departments = org?.department as Json[];
    expect(departments.map((campus) => campus.address)).toEqual(
      site.campuses.map((campus) => ({
        '@type': 'PostalAddress',
        streetAddress: `${campus.building}, ${campus.street}`,
        addressLocality: campus.town,
        addressRegion: campus.county,
        postalCode: campus.postalCode,
        addressCountry: 'KE',
      })),
    );
    expect(departments.map((campus) => (campus.address as Json).addressLocality)).toEqual([
      'Nakuru',
      'Naivasha',
    ]);
    // Spec section 9: Monday to Friday 8:00 AM to 6:00 PM; Saturday 9:00 AM to 1:00 PM.
    expect(org?.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
    ]);
  });

  it('lists every course on /courses with its fee in KES', () => {
    const [list, ...rest] = blocksOf('courses');
    expect(rest).toEqual([]);
    expect(list?.['@type']).toBe('ItemList');
    const items = (list?.itemListElement as Json[]).map((entry) => entry.item as Json);
    expect(items.map((course) => course.name)).toEqual(courses.map((course) => course.title));
    expect(items.every((course) => course['@type'] === 'Course')).toBe(true);
    const offers = items.map((course) => course.offers as Json);
    expect(offers.map((offer) => offer.price)).toEqual([
      6000, 12000, 5000, 12000, 6000, 6000, 5000, 4000, 12000, 12000,
    ]);
    expect(new Set(offers.map((offer) => offer.priceCurrency))).toEqual(new Set(['KES']));
    expect(items.map((course) => (course.provider as Json).name)).toEqual(courses.map(() => site.name));
  });

  it('gives each upcoming event on /community with its dates, times, campus, status and organizer', () => {
    const blocks = structuredData('community', Date.parse('2025-06-01T00:00:00+03:00')) as Json[];
    expect(blocks.map((event) => event['@type'])).toEqual(['Event', 'Event', 'Event']);
    expect(blocks.map((event) => event.name)).toEqual(events.map((event) => event.title));
    // Spec section 9, in East Africa Time.
    expect(blocks.map((event) => [event.startDate, event.endDate])).toEqual([
      ['2025-06-25T09:00:00+03:00', '2025-06-25T16:00:00+03:00'],
      ['2025-07-10T13:00:00+03:00', '2025-07-10T17:00:00+03:00'],
      ['2025-08-18T18:00:00+03:00', '2025-08-18T21:00:00+03:00'],
    ]);
    const towns = blocks.map((event) => ((event.location as Json).address as Json).addressLocality);
    expect(towns).toEqual(
      events.map((event) => (event.location.startsWith('Nakuru') ? 'Nakuru' : 'Naivasha')),
    );
    for (const event of blocks) {
      expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
      expect(event.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
      expect((event.organizer as Json).name).toBe(site.name);
    }
  });

  it('leaves an event out of the structured data once it has ended', () => {
    // During the first event it is still upcoming; an hour after it ends, it is gone.
    const during = structuredData('community', Date.parse('2025-06-25T15:59:00+03:00')) as Json[];
    expect(during.map((event) => event.name)).toEqual([
      'Tech Career Fair',
      'Women in Tech Workshop',
      'Alumni Networking Mixer',
    ]);
    const after = structuredData('community', Date.parse('2025-06-25T17:00:00+03:00')) as Json[];
    expect(after.map((event) => event.name)).toEqual(['Women in Tech Workshop', 'Alumni Networking Mixer']);
    expect(structuredData('community', Date.parse('2025-08-18T21:00:00+03:00'))).toEqual([]);
  });

  it('carries no past event in the built community page (the spec events ended in 2025)', () => {
    // The page head uses the build's "now" (the real time here, so later than August 2025).
    expect(blocksOf('community')).toEqual([]);
  });

  it('answers every FAQ on /faqs as an FAQPage', () => {
    const [page, ...rest] = blocksOf('faqs');
    expect(rest).toEqual([]);
    expect(page?.['@type']).toBe('FAQPage');
    const questions = page?.mainEntity as Json[];
    expect(questions).toHaveLength(10);
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
    const script = jsonLdScript(faqPageData([{ topic: 'admission', question: hostile, answer: hostile }]));
    const body = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(script)?.[1] ?? '';
    expect(body).not.toContain('<');
    const parsed = JSON.parse(body) as { mainEntity: { name: string }[] };
    expect(parsed.mainEntity[0]?.name).toBe(hostile);
  });
});
