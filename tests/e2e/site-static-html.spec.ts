import { expect, test } from './fixtures';
import { visibleText } from './site-helpers';

/**
 * Each route's HTML as served, with no JavaScript run: search engines and slow phones see the
 * content before (or without) the app starting.
 */
const routes = [
  {
    path: '/',
    h1: 'Practical computer skills for Kenya’s digital economy',
    title: 'Kilele College of Computer Studies | Computer courses in Nakuru and Naivasha',
    content: [
      'Why choose us',
      'Web Design & Development',
      'KSh 12,000',
      'KSh 6,000',
      'What our students say',
    ],
  },
  {
    path: '/courses',
    h1: 'Our courses',
    title: 'Courses and fees | Kilele College of Computer Studies',
    content: [
      'Graphic Design & Branding',
      'AutoCAD & Engineering Software',
      'KSh 4,000',
      '3 months per language',
      'KSh 4,000 – 6,000',
      'KSh 6,000 – 8,000',
      'POPULAR',
      'KSh 10,000 – 12,000',
    ],
  },
  {
    path: '/about',
    h1: 'About Kilele College',
    title: 'About us | Kilele College of Computer Studies',
    content: ['Our vision', 'Our mission', 'Our objectives', '100+', '5+', '3+', '95%', 'Peter Njoroge'],
  },
  {
    path: '/faqs',
    h1: 'Frequently asked questions',
    title: 'Frequently asked questions | Kilele College of Computer Studies',
    content: [
      'What do I need to join a course?',
      'Most courses are open to anyone',
      'Short courses take 1-2 months, and comprehensive courses take 3-6 months.',
      '+254 712 345 678',
    ],
  },
  {
    path: '/community',
    h1: 'Our community',
    title: 'Community, partners and events | Kilele College of Computer Studies',
    content: [
      'Our partners',
      'Women & Tech',
      'Alumni portal — coming soon',
      '25 June 2025 · 9:00 AM to 4:00 PM',
      '10 July 2025 · 1:00 PM to 5:00 PM',
      '18 August 2025 · 6:00 PM to 9:00 PM',
    ],
  },
  {
    path: '/corporate',
    h1: 'Corporate training and solutions',
    title: 'Corporate training | Kilele College of Computer Studies',
    content: ['Corporate Courses', 'Corporate Solutions', 'Corporate Training', 'Hire Our Graduates'],
  },
];

for (const route of routes) {
  test(`${route.path} is served as HTML that already holds its content`, async ({ request }) => {
    const response = await request.get(route.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => visibleText(match[1]).trim());
    expect(h1s).toEqual([route.h1]);
    expect(html).toContain(`<title>${route.title.replace(/&/g, '&amp;')}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    const text = visibleText(html);
    for (const expected of route.content) expect(text, expected).toContain(expected);
    // The shell is there too: navigation and footer.
    expect(text).toContain('Book Appointment');
    expect(text).toContain('Naivasha Branch');
  });
}

test('the FAQ page is prerendered with the first answer open and the others hidden', async ({ request }) => {
  const html = await (await request.get('/faqs')).text();
  // Native disclosures in one exclusive group: the browser shows the open one's answer only.
  const items = html.match(/<details[^>]*name="faq"[^>]*>/g) ?? [];
  expect(items).toHaveLength(10);
  expect(items.filter((tag) => / open=""/.test(tag))).toHaveLength(1);
  expect(items[0]).toMatch(/ open=""/);
  expect(html.match(/role="region"/g)).toHaveLength(10);
});

test('an unknown path is served as the not-found page with status 404', async ({ request }) => {
  const response = await request.get('/courses/nonexistent');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(visibleText(html)).toContain('Page not found');
  expect(html).toContain('href="/booking"');
  expect(html).toContain('href="/courses"');
});
