import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { test as plain, type Page } from '@playwright/test';
import { coursePath, paths } from '../../src/config/paths.ts';
import { loadContent } from '../../tools/content-data.ts';
import { buildDirs } from '../../tools/build-dirs.ts';
import { bookingForm } from '../support/booking-helpers.ts';
import { expect, test, withoutServiceWorker } from './fixtures';
import { nginxBinary, startNginx } from '../support/nginx-server.ts';
import { freePort, isServerGone, startPreview } from '../support/pwa-preview-server.ts';
import { escapeRegExp, reactRuns } from '../support/site-helpers.ts';
import { courseFee } from '../../src/i18n/course-fee.ts';
import { words as englishCommon } from '../../src/i18n/en/common.ts';

/**
 * Every course's own page: reached from its card and by its address (offline, once each); its
 * Enroll Now, Ask on WhatsApp and Share; its intakes by the visitor's clock. Courses, fees,
 * numbers and dates come from the content files, as staff edit them.
 */
const content = loadContent();
const courses = content.courses;
const [firstCourse] = courses;
if (!firstCourse) throw new Error('content/courses/ holds no course');
const canonical = (slug: string) => new URL(coursePath(slug), content.site.url).href;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('course pages online', () => {
  test.use(withoutServiceWorker);

  test("the home page's popular courses link to their pages", async ({ page }) => {
    const popular = content.home.popularCourses.map((slug) => courses.find((course) => course.slug === slug));
    await page.goto(paths.home);
    for (const course of popular) {
      if (!course) throw new Error('a popular course is not in content/courses/');
      await page.getByRole('link', { name: course.title, exact: true }).click();
      await expect(page).toHaveURL(coursePath(course.slug));
      await expect(heading(page)).toHaveText(course.title);
      await page.goBack();
      await expect(page).toHaveURL(paths.home);
    }
  });

  test('an unknown course is the not-found page, and a trailing slash redirects', async ({ page }) => {
    const missing = await page.goto(`${paths.courses}/no-such-course`);
    expect(missing?.status()).toBe(404);
    await page.goto(`${coursePath(firstCourse.slug)}/`);
    await expect(page).toHaveURL(coursePath(firstCourse.slug));
    await expect(heading(page)).toHaveText(firstCourse.title);
  });

  test('Enroll Now opens the booking form with the course chosen', async ({ page }) => {
    for (const course of courses.slice(0, 3)) {
      await page.goto(coursePath(course.slug));
      await page.getByRole('link', { name: 'Enroll Now' }).click();
      await expect(page).toHaveURL(/\/booking\?interest=/);
      await expect(bookingForm(page).interest).toHaveValue(course.interest);
    }
  });

  test('without the Web Share API, Share offers a WhatsApp link and copies the link', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => {
      // Chromium on Linux has no Web Share; make sure whatever runs these tests has none either.
      delete (Navigator.prototype as Partial<Navigator>).share;
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(coursePath(firstCourse.slug));
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
    const href = await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
    const shared = new URL(href ?? '');
    expect(shared.origin + shared.pathname).toBe('https://wa.me/');
    expect(shared.searchParams.get('text')).toContain(firstCourse.title);
    expect(shared.searchParams.get('text')).toContain(canonical(firstCourse.slug));

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical(firstCourse.slug));
    // Plain DOM (src/components/share-buttons.ts): the page's first load needs no app for them.
    expect(await reactRuns(page), 'React for the share buttons').toBe(false);
  });

  test('reached from its card, in the app, Copy link copies too', async ({ page, context }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as Partial<Navigator>).share;
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(paths.courses);
    await page.getByRole('link', { name: firstCourse.title, exact: true }).first().click();
    await expect(heading(page)).toHaveText(firstCourse.title);
    expect(await reactRuns(page), 'rendered by the app').toBe(true);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical(firstCourse.slug));
  });

  test('with the Web Share API, Share opens the share sheet with the page address', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.defineProperty(window, '__shares', { value: calls });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          calls.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto(coursePath(firstCourse.slug));
    await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const shares = await page.evaluate(() => (window as unknown as { __shares: ShareData[] }).__shares);
    expect(shares).toHaveLength(1);
    expect(shares[0]?.url).toBe(canonical(firstCourse.slug));
    expect(shares[0]?.title).toBe(firstCourse.title);
    expect(await reactRuns(page), 'React for the share sheet').toBe(false);
  });

  test('intakes are upcoming or past by the visitor’s clock', async ({ page }) => {
    const course = courses.find((entry) => entry.details.intakes.length >= 2) ?? firstCourse;
    const dates = [...course.details.intakes].sort();
    const [first = '', second = ''] = dates;
    const last = dates.at(-1) ?? '';
    const intakes = page.getByRole('region', { name: 'Next intakes' });
    const upcoming = intakes.getByRole('list', { name: 'Upcoming intakes' });

    // The day after the first intake began (Nairobi time): the first has started, the rest are to come.
    await page.clock.install({ time: new Date(`${first}T12:00:00+03:00`).getTime() + 24 * 3600_000 });
    await page.goto(coursePath(course.slug));
    await expect(upcoming.locator('time').first()).toHaveAttribute('datetime', second);
    await expect(upcoming.locator('time')).toHaveCount(dates.length - 1);
    await expect(intakes.getByText('Already started:').locator(`time[datetime="${first}"]`)).toHaveCount(1);

    // After the last intake: nothing upcoming, and a way to ask about the next one.
    await page.clock.setSystemTime(new Date(`${last}T12:00:00+03:00`).getTime() + 2 * 24 * 3600_000);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(upcoming).toHaveCount(0);
    await expect(intakes.getByRole('link', { name: 'Ask us about the next intake' })).toBeVisible();
    await expect(intakes.locator('time')).toHaveCount(dates.length);
  });
});

// The plain Playwright test: the fixtures' page loads wait for hydration, which never comes here.
plain.describe('course pages without JavaScript', () => {
  plain.use({ ...withoutServiceWorker, javaScriptEnabled: false });

  plain(
    'the content, Enroll Now, Ask on WhatsApp and the WhatsApp share link work as plain HTML',
    async ({ page }) => {
      await page.goto(coursePath(firstCourse.slug));
      await expect(heading(page)).toHaveText(firstCourse.title);
      await expect(page.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute(
        'href',
        `/booking?interest=${encodeURIComponent(firstCourse.interest)}`,
      );
      const share = await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
      expect(new URL(share ?? '').searchParams.get('text')).toContain(canonical(firstCourse.slug));
      await expect(page.getByRole('link', { name: 'Ask on WhatsApp' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\//,
      );
      for (const module of firstCourse.details.modules)
        await expect(page.getByText(module.title)).toBeVisible();
    },
  );
});

/** What a course page must say of its course, wherever it came from. */
async function expectCoursePage(page: Page, course: (typeof courses)[number]) {
  await expect(heading(page)).toHaveText(course.title);
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(course.title)));
  const main = page.getByRole('main');
  await expect(
    main.getByText(englishCommon.course.length(course.weeks, course.perProgrammingLanguage), { exact: true }),
  ).toBeVisible();
  await expect(main.getByText(course.level, { exact: true })).toBeVisible();
  await expect(main.getByText(courseFee(course, englishCommon), { exact: true }).first()).toBeVisible();
  // Ask on WhatsApp writes to the college about the course.
  const href = await page.getByRole('link', { name: 'Ask on WhatsApp' }).getAttribute('href');
  const whatsapp = new URL(href ?? '');
  expect(whatsapp.origin).toBe('https://wa.me');
  expect(whatsapp.pathname).toBe(`/${content.site.whatsapp.replace(/^\+/, '')}`);
  expect(whatsapp.searchParams.get('text')).toContain(course.title);
}

// Each course page once by address and once from its card, offline: the pages a reader reaches
// with the server gone are the prerendered ones the server sends (checked below by status, and page
// by page in tests/build/course-pages.test.ts), so a second walk online loaded every page again
// for nothing.
test('after one visit, every course page opens offline with the server gone: by typed address and from its card', async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const server = await startPreview();
  const url = (path: string) => `${server.origin}${path}`;
  try {
    for (const course of courses) {
      const response = await request.get(url(coursePath(course.slug)), { maxRedirects: 0 });
      expect(response.status(), course.slug).toBe(200);
    }
    await page.goto(url(coursePath(firstCourse.slug)));
    await waitForServiceWorkerControl(page);
    await expect(page.getByText('Ready to work offline')).toBeVisible();

    await server.stop();
    expect(await isServerGone(url('/'))).toBe(true);
    await context.setOffline(true);
    for (const course of courses) {
      await test.step(`${course.slug} by its typed address`, async () => {
        const response = await page.goto(url(coursePath(course.slug)));
        expect(response?.status()).toBe(200);
        await expectCoursePage(page, course);
      });
    }
    // From the list to each card's page and back, in the app, as a reader browses the courses.
    await page.goto(url(paths.courses));
    for (const course of courses) {
      await test.step(`${course.slug} from its card`, async () => {
        await page
          .getByRole('article', { name: course.title })
          .getByRole('link', { name: course.title, exact: true })
          .click();
        await expect(page).toHaveURL(url(coursePath(course.slug)));
        await expectCoursePage(page, course);
        await page.goBack();
        await expect(page).toHaveURL(url(paths.courses));
      });
    }
  } finally {
    await server.stop();
  }
});

test('nginx serves each course page from its file, redirects a trailing slash, and 404s an unknown course', async ({
  request,
}) => {
  test.skip(
    !nginxBinary && !process.env.REQUIRE_NGINX,
    "nginx is not installed: install Debian's nginx-light or set NGINX_PATH",
  );
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const nginx = await startNginx({ root: buildDirs().client, port });
  try {
    for (const course of courses) {
      const response = await request.get(`${origin}${coursePath(course.slug)}`, { maxRedirects: 0 });
      expect(response.status(), course.slug).toBe(200);
      expect(await response.text()).toContain(`<link rel="canonical" href="${canonical(course.slug)}"`);
      const slash = await request.get(`${origin}${coursePath(course.slug)}/`, { maxRedirects: 0 });
      expect(slash.status()).toBe(308);
      expect(slash.headers().location).toBe(coursePath(course.slug));
    }
    const list = await request.get(`${origin}${paths.courses}`, { maxRedirects: 0 });
    expect(list.status()).toBe(200);
    expect(await list.text()).toContain(
      `<link rel="canonical" href="${new URL(paths.courses, content.site.url).href}"`,
    );
    expect(
      (await request.get(`${origin}${paths.courses}/no-such-course`, { maxRedirects: 0 })).status(),
    ).toBe(404);
  } finally {
    await nginx.stop();
  }
});
