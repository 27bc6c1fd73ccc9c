import { expect, test } from './fixtures';
import { visibleText } from '../support/site-helpers';
import { courseFee } from '../../src/i18n/course-fee.ts';
import { formatPriceBand } from '../../src/lib/format-price.ts';
import { listPhrase } from '../../src/lib/wording.ts';
import { content, courseBySlug, eventsByStart, eventWhen, site } from '../support/site-content.ts';
import { words as englishCommon } from '../../src/i18n/en/common.ts';

/**
 * Each route's HTML as served, with no JavaScript run: search engines and slow phones see the
 * content before (or without) the app starting. What each page must hold comes from content/.
 */
const towns = listPhrase([...new Set(site.campuses.map((campus) => campus.town))], 'and');
const firstFaq = content.faqs[0];
const routes = [
  {
    path: '/',
    h1: content.home.hero.title,
    title: `${site.name} | Computer courses in ${towns}`,
    content: [
      'Why choose us',
      ...content.home.popularCourses
        .map(courseBySlug)
        .flatMap((course) => [course.title, courseFee(course, englishCommon)]),
      'What our students say',
    ],
  },
  {
    path: '/courses',
    h1: 'Our courses',
    title: `Courses and fees | ${site.name}`,
    content: [
      ...content.courses.flatMap((course) => [
        course.title,
        courseFee(course, englishCommon),
        englishCommon.course.length(course.weeks, course.perProgrammingLanguage),
      ]),
      ...content.packages.map((pack) => formatPriceBand(pack.price)),
    ],
  },
  {
    path: '/about',
    h1: content.about.intro.title,
    title: `About us | ${site.name}`,
    content: [
      'Our vision',
      'Our mission',
      'Our objectives',
      ...content.about.statistics.map((stat) => stat.value),
      ...content.team.map((member) => member.name),
    ],
  },
  {
    path: '/faqs',
    h1: 'Frequently asked questions',
    title: `Frequently asked questions | ${site.name}`,
    content: [
      ...content.faqs.map((faq) => faq.question),
      // The first answer is open in the HTML; all are in it.
      firstFaq?.answer ?? '',
      site.phone.display,
    ],
  },
  {
    path: '/community',
    h1: content.community.intro.title,
    title: `Community, partners and events | ${site.name}`,
    content: [
      'Our partners',
      content.community.womenInTech.title,
      content.community.alumni.portalLabel,
      ...eventsByStart.map((event) => eventWhen(event)),
    ],
  },
  {
    path: '/corporate',
    h1: content.corporate.intro.title,
    title: `Corporate training | ${site.name}`,
    content: content.corporate.offers.map((offer) => offer.title),
  },
];

for (const route of routes) {
  test(`${route.path} is served as HTML that already holds its content`, async ({ request }) => {
    const response = await request.get(route.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner = '']) =>
      visibleText(inner).trim(),
    );
    expect(h1s).toEqual([route.h1]);
    expect(html).toContain(`<title>${route.title.replace(/&/g, '&amp;')}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    const text = visibleText(html);
    for (const expected of route.content) expect(text, expected).toContain(expected);
    // The shell is there too: navigation and footer.
    expect(text).toContain('Book Appointment');
    for (const campus of site.campuses) expect(text).toContain(campus.name);
  });
}

test('the FAQ page is prerendered with the first answer open and the others hidden', async ({ request }) => {
  const html = await (await request.get('/faqs')).text();
  // Native disclosures in one exclusive group: the browser shows the open one's answer only.
  const items = html.match(/<details[^>]*name="faq"[^>]*>/g) ?? [];
  expect(items).toHaveLength(content.faqs.length);
  expect(items.filter((tag) => / open=""/.test(tag))).toHaveLength(1);
  expect(items[0]).toMatch(/ open=""/);
  expect(html.match(/role="region"/g)).toHaveLength(content.faqs.length);
});

test('an unknown path is served as the not-found page with status 404', async ({ request }) => {
  const response = await request.get('/courses/nonexistent');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(visibleText(html)).toContain('Page not found');
  expect(html).toContain('href="/booking"');
  expect(html).toContain('href="/courses"');
});
