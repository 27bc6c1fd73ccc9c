import { courseFee } from '../../src/i18n/course-fee.ts';
import { formatPriceBand } from '../../src/lib/format-price.ts';
import { expect, test, withoutServiceWorker } from './fixtures';
import {
  content,
  courseBySlug,
  eventMessage,
  eventsAt,
  eventsByStart,
  eventWhen,
  site,
} from '../support/site-content.ts';
import { words as englishCommon } from '../../src/i18n/en/common.ts';

test.use(withoutServiceWorker);

test.use({ viewport: { width: 1280, height: 800 } });

const enc = encodeURIComponent;

test('home: hero, why-choose-us, popular courses, testimonials, call to action', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.home.hero.title);
  const hero = page.getByRole('main').getByRole('img').first();
  await expect(hero).toHaveAttribute('alt', content.home.hero.image.alt);
  // The hero is the first paint: never lazy.
  await expect(hero).not.toHaveAttribute('loading', 'lazy');
  await expect(page.getByRole('region', { name: 'Why choose us' }).getByRole('article')).toHaveCount(
    content.home.whyChooseUs.length,
  );

  const popular = page.getByRole('region', { name: 'Popular courses' }).getByRole('article');
  const popularCourses = content.home.popularCourses.map(courseBySlug);
  await expect(popular.getByRole('heading')).toHaveText(popularCourses.map((course) => course.title));
  await expect(popular.getByText(/^KSh /)).toHaveText(
    popularCourses.map((course) => courseFee(course, englishCommon)),
  );

  await expect(page.getByRole('region', { name: 'What our students say' }).getByRole('figure')).toHaveCount(
    content.home.testimonials.length,
  );
  const cta = page.getByRole('region', { name: 'Ready to start your tech career?' });
  await expect(cta.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/booking');
});

test('courses: a card per course with fee, duration, level, image and an Enroll Now link carrying the interest', async ({
  page,
}) => {
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our courses');
  const cards = page.getByRole('region', { name: 'All courses' }).getByRole('article');
  await expect(cards).toHaveCount(content.courses.length);

  const rows = content.courses.map((course): [string, string, string, string, string] => [
    course.title,
    courseFee(course, englishCommon),
    englishCommon.course.length(course.weeks, course.perProgrammingLanguage),
    course.level,
    course.interest,
  ]);
  for (const [index, [title, price, duration, level, interest]] of rows.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
    await expect(card.getByText(price, { exact: true })).toBeVisible();
    await expect(card.getByRole('definition')).toHaveText([duration, level]);
    await expect(card.getByRole('link', { name: `Enroll Now in ${title}` })).toHaveAttribute(
      'href',
      `/booking?interest=${enc(interest)}`,
    );
    const image = card.getByRole('img');
    await expect(image).toHaveAttribute('alt', /\w{4,}/);
    await expect(image).toHaveAttribute('width', '400');
    await expect(image).toHaveAttribute('height', '240');
    // The hero and the course filter fill the first screen: every card's image waits for a scroll.
    await expect(image).toHaveAttribute('loading', 'lazy');
  }

  const packages = page.getByRole('region', { name: 'Course packages' }).getByRole('article');
  const bands = content.packages;
  await expect(packages.getByRole('heading')).toHaveText(bands.map((pack) => pack.name));
  await expect(packages.getByText(/^KSh /)).toHaveText(bands.map((pack) => formatPriceBand(pack.price)));
  await expect(page.getByText('POPULAR', { exact: true })).toHaveCount(
    bands.filter((pack) => pack.popular).length,
  );
  for (const [index, pack] of bands.entries()) {
    await expect(packages.nth(index).getByText('POPULAR', { exact: true })).toHaveCount(pack.popular ? 1 : 0);
  }
});

test('Enroll Now takes the visitor to the booking page with the course interest', async ({ page }) => {
  const course = content.courses[content.courses.length - 1];
  await page.goto('/courses');
  await page.getByRole('link', { name: `Enroll Now in ${String(course?.title)}` }).click();
  await expect(page).toHaveURL(`/booking?interest=${enc(course?.interest ?? '')}`);
});

test('about: vision, mission, objectives, statistics, the team, accreditation', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.about.intro.title);
  await expect(page.getByRole('heading', { level: 2, name: 'Our vision' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Our mission' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Our objectives' }).getByRole('listitem')).toHaveCount(
    content.about.objectives.length,
  );
  const stats = page.getByRole('region', { name: `${site.shortName} in numbers` });
  await expect(stats.getByRole('definition')).toHaveText(content.about.statistics.map((stat) => stat.value));
  await expect(stats.getByRole('term')).toHaveText(content.about.statistics.map((stat) => stat.label));
  const team = page.getByRole('region', { name: 'Meet our team' }).getByRole('article');
  // A title staff give a member (Dr.) stands before the name.
  await expect(team.getByRole('heading')).toHaveText(
    content.team.map((member) => (member.honorific ? `${member.honorific} ${member.name}` : member.name)),
  );
  await expect(page.getByRole('region', { name: 'Community & accreditation' })).toContainText(
    content.about.communityAndAccreditation.title,
  );
});

test('community: partners, Women & Tech, alumni, success stories and events with Register links', async ({
  page,
}) => {
  // A day before the first event: all are upcoming (tests/e2e/community-events.spec.ts covers the
  // other dates).
  const first = eventsByStart[0];
  await page.clock.setFixedTime(first ? Date.parse(first.startDate) - 86_400_000 : new Date());
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.community.intro.title);
  await expect(page.locator('#partners').getByRole('article')).toHaveCount(content.community.partners.length);
  await expect(page.locator('#women-in-tech').getByRole('listitem')).toHaveCount(
    content.community.womenInTech.points.length,
  );
  const alumni = page.locator('#alumni');
  await expect(alumni.getByRole('heading', { name: 'Alumni benefits' })).toBeVisible();
  await expect(alumni.getByRole('heading', { name: 'Success stories' })).toBeVisible();
  await expect(alumni.getByText(content.community.alumni.portalLabel)).toBeVisible();
  await expect(page.getByRole('link', { name: /alumni portal/i })).toHaveCount(0);

  const events = page.locator('#events').getByRole('article');
  const expected = first ? eventsAt(Date.parse(first.startDate) - 86_400_000).upcoming : [];
  await expect(events.getByRole('heading')).toHaveText(expected.map((event) => event.title));
  for (const [index, event] of expected.entries()) {
    const card = events.nth(index);
    await expect(card).toContainText(eventWhen(event));
    await expect(card.locator('time')).toHaveAttribute('datetime', event.date);
    await expect(card.getByRole('link', { name: `Register for ${event.title}` })).toHaveAttribute(
      'href',
      `/booking?message=${enc(eventMessage(event))}`,
    );
  }
});

test('corporate: a section per offer, each with a call to action for corporate training', async ({
  page,
}) => {
  await page.goto('/corporate');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.corporate.intro.title);
  const ids = content.corporate.offers.map((offer) => offer.id);
  const titles = content.corporate.offers.map((offer) => offer.title);
  for (const [index, id] of ids.entries()) {
    const section = page.locator(`section#${id}`);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(titles[index] ?? '');
    await expect(section.getByRole('link')).toHaveAttribute('href', '/booking?interest=Corporate%20Training');
  }
});

test('an unknown path answers 404 with the not-found page and links onward', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  const links = page.getByRole('navigation', { name: 'Helpful links' }).getByRole('link');
  await expect(links).toHaveText([
    'Go to the home page',
    'Browse courses',
    'Book an appointment',
    'Read the FAQs',
  ]);
  await links.nth(1).click();
  await expect(page).toHaveURL('/courses');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our courses');
});

test('the footer shows every campus, phone, e-mail, hours and no dead social links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const campus of site.campuses) await expect(footer).toContainText(campus.name);
  await expect(footer.getByRole('link', { name: site.phone.display })).toHaveAttribute(
    'href',
    `tel:${site.phone.e164}`,
  );
  await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  for (const hours of site.officeHours) await expect(footer).toContainText(hours.label);
  for (const link of await footer.getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', /^(\/|tel:|mailto:|https?:\/\/.)/);
  }
  // A social profile with no address is not linked at all.
  for (const profile of site.social) {
    await expect(footer.getByRole('link', { name: profile.label })).toHaveCount(profile.url ? 1 : 0);
  }
});

test('every image has alt text and a size; only the first screen loads eagerly', async ({ page }) => {
  for (const path of ['/', '/courses', '/about', '/community', '/corporate']) {
    await page.goto(path);
    const images = await page.locator('img').evaluateAll((nodes) =>
      nodes.map((img) => ({
        alt: img.getAttribute('alt'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        lazy: img.getAttribute('loading') === 'lazy',
        top: img.getBoundingClientRect().top + window.scrollY,
        src: img.getAttribute('src') ?? '',
      })),
    );
    expect(images.length, path).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.alt, image.src).toMatch(/\w{4,}/);
      expect(Number(image.width), image.src).toBeGreaterThan(0);
      expect(Number(image.height), image.src).toBeGreaterThan(0);
      expect(image.src, image.src).toMatch(/^\/images\//);
      if (image.top > 800) expect(image.lazy, `${path} ${image.src}`).toBe(true);
    }
  }
});
