import { expect, test, withoutServiceWorker } from './fixtures';

test.use(withoutServiceWorker);

test.use({ viewport: { width: 1280, height: 800 } });

const enc = encodeURIComponent;

test('home: hero, why-choose-us, three popular courses, three testimonials, call to action', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Practical computer skills for Kenya’s digital economy',
  );
  const hero = page.getByRole('main').getByRole('img').first();
  await expect(hero).toHaveAttribute('alt', /Students working on laptops/);
  // The hero is the first paint: never lazy.
  await expect(hero).not.toHaveAttribute('loading', 'lazy');
  await expect(page.getByRole('region', { name: 'Why choose us' }).getByRole('article')).toHaveCount(4);

  const popular = page.getByRole('region', { name: 'Popular courses' }).getByRole('article');
  await expect(popular.getByRole('heading')).toHaveText([
    'Web Design & Development',
    'Graphic Design & Branding',
    'Cybersecurity',
  ]);
  await expect(popular.getByText(/^KSh /)).toHaveText(['KSh 12,000', 'KSh 6,000', 'KSh 12,000']);

  await expect(page.getByRole('region', { name: 'What our students say' }).getByRole('figure')).toHaveCount(
    3,
  );
  const cta = page.getByRole('region', { name: 'Ready to start your tech career?' });
  await expect(cta.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/booking');
});

test('courses: ten cards with fee, duration, level, image and an Enroll Now link carrying the interest', async ({
  page,
}) => {
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our courses');
  const cards = page.getByRole('region', { name: 'All courses' }).getByRole('article');
  await expect(cards).toHaveCount(10);

  const rows = [
    ['Graphic Design & Branding', 'KSh 6,000', '3 months', 'Beginner to Intermediate', 'Graphic Design'],
    ['Web Design & Development', 'KSh 12,000', '4 months', 'Beginner to Advanced', 'Web Development'],
    ['Digital Marketing', 'KSh 5,000', '2 months', 'All Levels', 'Digital Marketing'],
    ['Cybersecurity', 'KSh 12,000', '4 months', 'Intermediate to Advanced', 'Cybersecurity'],
    [
      'Software Development',
      'KSh 6,000',
      '3 months per language',
      'Beginner to Advanced',
      'Software Development',
    ],
    ['Data Science & Analytics', 'KSh 6,000', '3 months', 'Beginner to Intermediate', 'Data Science'],
    ['Computer Networking & IT Support', 'KSh 5,000', '2 months', 'Beginner to Intermediate', 'Networking'],
    ['Computer Packages & Office Applications', 'KSh 4,000', '1 month', 'Beginner', 'Office Applications'],
    ['Video Editing & Motion Graphics', 'KSh 12,000', '4 months', 'Beginner to Advanced', 'Video Editing'],
    ['AutoCAD & Engineering Software', 'KSh 12,000', '4 months', 'Beginner to Intermediate', 'AutoCAD'],
  ];
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
  await expect(packages.getByRole('heading')).toHaveText(['Beginner', 'Intermediate', 'Advanced']);
  await expect(packages.getByText(/^KSh /)).toHaveText([
    'KSh 4,000 – 6,000',
    'KSh 6,000 – 8,000',
    'KSh 10,000 – 12,000',
  ]);
  await expect(page.getByText('POPULAR', { exact: true })).toHaveCount(1);
  await expect(packages.nth(1).getByText('POPULAR', { exact: true })).toBeVisible();
});

test('Enroll Now takes the visitor to the booking page with the course interest', async ({ page }) => {
  await page.goto('/courses');
  await page.getByRole('link', { name: 'Enroll Now in AutoCAD & Engineering Software' }).click();
  await expect(page).toHaveURL('/booking?interest=AutoCAD');
});

test('about: vision, mission, seven objectives, statistics, eight team members, accreditation', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Kilele College');
  await expect(page.getByRole('heading', { level: 2, name: 'Our vision' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Our mission' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Our objectives' }).getByRole('listitem')).toHaveCount(7);
  const stats = page.getByRole('region', { name: 'Kilele College in numbers' });
  await expect(stats.getByRole('definition')).toHaveText(['100+', '5+', '3+', '95%']);
  await expect(stats.getByRole('term')).toHaveText([
    'Students trained',
    'Expert instructors',
    'Years of excellence',
    'Job placement rate',
  ]);
  await expect(page.getByRole('region', { name: 'Meet our team' }).getByRole('article')).toHaveCount(8);
  await expect(page.getByRole('region', { name: 'Community & accreditation' })).toContainText('registered');
});

test('community: partners, Women & Tech, alumni, success stories and events with Register links', async ({
  page,
}) => {
  // Before the spec's events (2025): all three are upcoming (tests/e2e/community-events.spec.ts
  // covers the other dates).
  await page.clock.setFixedTime(new Date('2025-06-01T08:00:00+03:00'));
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our community');
  await expect(page.locator('#partners').getByRole('article')).toHaveCount(6);
  await expect(page.locator('#women-in-tech').getByRole('listitem')).toHaveCount(4);
  const alumni = page.locator('#alumni');
  await expect(alumni.getByRole('heading', { name: 'Alumni benefits' })).toBeVisible();
  await expect(alumni.getByRole('heading', { name: 'Success stories' })).toBeVisible();
  await expect(alumni.getByText('Alumni portal — coming soon')).toBeVisible();
  await expect(page.getByRole('link', { name: /alumni portal/i })).toHaveCount(0);

  const events = page.locator('#events').getByRole('article');
  await expect(events.getByRole('heading')).toHaveText([
    'Tech Career Fair',
    'Women in Tech Workshop',
    'Alumni Networking Mixer',
  ]);
  const expected = [
    ['Tech Career Fair', '25 June 2025', '9:00 AM to 4:00 PM', '2025-06-25'],
    ['Women in Tech Workshop', '10 July 2025', '1:00 PM to 5:00 PM', '2025-07-10'],
    ['Alumni Networking Mixer', '18 August 2025', '6:00 PM to 9:00 PM', '2025-08-18'],
  ];
  for (const [index, [title, date, time, iso]] of expected.entries()) {
    const event = events.nth(index);
    await expect(event).toContainText(`${date} · ${time}`);
    await expect(event.locator('time')).toHaveAttribute('datetime', iso);
    await expect(event.getByRole('link', { name: `Register for ${title}` })).toHaveAttribute(
      'href',
      `/booking?message=${enc(`I would like to register for ${title} on ${date}.`)}`,
    );
  }
});

test('corporate: four sections, each with a call to action for corporate training', async ({ page }) => {
  await page.goto('/corporate');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corporate training and solutions');
  const ids = ['corporate-courses', 'corporate-solutions', 'corporate-training', 'hire-our-graduates'];
  const titles = ['Corporate Courses', 'Corporate Solutions', 'Corporate Training', 'Hire Our Graduates'];
  for (const [index, id] of ids.entries()) {
    const section = page.locator(`section#${id}`);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(titles[index]);
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

test('the footer shows both campuses, phone, e-mail, hours and no dead social links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Nakuru Main Campus');
  await expect(footer).toContainText('Naivasha Branch');
  await expect(footer.getByRole('link', { name: '+254 712 345 678' })).toHaveAttribute(
    'href',
    'tel:+254712345678',
  );
  await expect(footer.getByRole('link', { name: 'info@kilelecollege.ac.ke' })).toHaveAttribute(
    'href',
    'mailto:info@kilelecollege.ac.ke',
  );
  await expect(footer).toContainText('Monday to Friday: 8:00 AM to 6:00 PM');
  await expect(footer).toContainText('Saturday: 9:00 AM to 1:00 PM');
  for (const link of await footer.getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', /^(\/|tel:|mailto:|https?:\/\/.)/);
  }
  await expect(
    footer.getByRole('link', { name: /facebook|instagram|linkedin|youtube|twitter/i }),
  ).toHaveCount(0);
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
