import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { parse, stringify } from 'yaml';
import { loadSiteContent } from '../../tools/content-data.ts';
import { checkSource } from '../../tools/content/check-source.ts';
import { entryPathOf } from '../../tools/content/loaded-content.ts';
import { fileSchemaOf } from '../../src/content/schema/check-file.ts';
import { reviewedKey, fingerprint } from '../../src/content/schema/translation-review.ts';
import { pathText, translatableFields } from '../../src/content/schema/translations.ts';
import { cmsPort } from '../../tools/admin-plugin.ts';
import { expect, test } from './fixtures.ts';
import { escapeRegExp, visibleText } from '../support/site-helpers.ts';
import { finished, started } from '../support/child-processes.ts';
import { freePort } from '../support/pwa-preview-server.ts';
import { releaseEditorLock, takeEditorLock } from '../support/editor-lock.ts';
import { acceptDialogs, publishNow, setStatus, showPreview } from '../support/editor-helpers.ts';
import { redirectStatus } from '../../tools/deploy-rules.ts';
import { coursePath } from '../../src/config/paths.ts';
import { formatPrice } from '../../src/lib/format-price.ts';

/** The path of every value in `data` that is not a list or a group: `details.weeks`, `title`. */
const leafPaths = (data: unknown, path: (string | number)[] = []): string[] =>
  Array.isArray(data)
    ? data.flatMap((item, index) => leafPaths(item, [...path, index]))
    : typeof data === 'object' && data !== null
      ? Object.entries(data).flatMap(([key, value]) => leafPaths(value, [...path, key]))
      : [pathText(path)];

/** The lines one version of a file has and the other has not, `-` before and `+` after. */
const changedLines = (before: string, after: string) => {
  const [old, next] = [before.split('\n'), after.split('\n')];
  return [
    ...old.filter((line) => !next.includes(line)).map((line) => `-${line}`),
    ...next.filter((line) => !old.includes(line)).map((line) => `+${line}`),
  ];
};

/**
 * The content editor end to end, as staff use it: /admin from the production build with the local
 * backend in git mode (decap-server) on a git repository of its own holding a copy of content/.
 * One course's fee is changed with the preview following, saved as a draft (the live branch keeps
 * the old fee until Publish), moved to Ready and published; an event that ends before it starts is
 * refused before saving with the build's own message; a course duplicated into a new one is
 * published and shows on /courses after a build. Both languages: opening an entry changes nothing,
 * a save writes each figure once, in English; a change to the English of a translated field is
 * named as needing review until its Kiswahili is saved again, written with the Kiswahili preview
 * following it. Which courses and campus come from content/.
 */
const root = process.cwd();
const vite = 'node_modules/vite/bin/vite.js';
// With DOCS_SCREENSHOTS=1, the steps staff follow are saved as docs/images/editor-*.png.
const screenshotsFor = process.env.DOCS_SCREENSHOTS === '1' ? join(root, 'docs/images') : '';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** A name no entry has yet: `wanted`, else `wanted-2`, `wanted-3`... */
function unused(taken: readonly string[], wanted: string): string {
  let name = wanted;
  for (let n = 2; taken.includes(name); n++) name = `${wanted}-${n}`;
  return name;
}

base.describe.serial('the content editor', () => {
  base.describe.configure({ timeout: 120_000 });
  const loaded = loadSiteContent(root);
  const original = loaded.data;
  const course = original.courses[1] ?? original.courses[0];
  if (!course) throw new Error('content/courses/ holds no course');
  const courseFile = `content/${entryPathOf(loaded, 'courses', course)}`;
  // A course whose description is in Kiswahili, not the one above (its draft is published there).
  const kiswahili = loaded.languages.sw.data.courses;
  const translatedIndex = kiswahili.findIndex(
    (entry) => entry.slug !== course.slug && !entry.untranslated?.includes('description'),
  );
  const translated = original.courses[translatedIndex];
  const translatedSw = kiswahili[translatedIndex];
  if (!translated || !translatedSw) throw new Error('content/courses/ holds no other course in Kiswahili');
  const translatedFile = `content/${entryPathOf(loaded, 'courses', translated)}`;
  const courseNode = fileSchemaOf('courses').node;
  const newPrice = course.price + 1500;
  const campus = original.site.campuses[0] ?? { id: '', name: '' };
  let repo = '';
  let liveDir = '';
  let buildDir = '';
  let server: ChildProcess | undefined;
  let context: BrowserContext | undefined;
  let admin: Page;
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  /** A file as it is on a branch of the editor's repository, or '' where the branch lacks it. */
  const onBranch = (branch: string, file: string) => {
    try {
      return git('show', `${branch}:${file}`);
    } catch {
      return '';
    }
  };
  /** The editor in a new tab at `hash`: staff say yes to each "are you sure?" it asks. */
  const openEditor = async (hash: string) => {
    if (!context) throw new Error('The browser context opens in beforeAll.');
    admin = await context.newPage();
    acceptDialogs(admin);
    await admin.goto(`/admin/${hash}`);
  };
  const shot = async (name: string) => {
    if (screenshotsFor) await admin.screenshot({ path: join(screenshotsFor, `editor-${name}.png`) });
  };

  base.beforeAll(async ({ browser }) => {
    // The lock waits for the other editor spec (a run of `npm run cms`), and the login below alone
    // may take 30 s on a loaded machine: a test's 30 s would end a start that is not hung.
    base.setTimeout(180_000);
    await takeEditorLock();
    repo = mkdtempSync(join(tmpdir(), 'cms-repo-'));
    cpSync(join(root, 'content'), join(repo, 'content'), { recursive: true });
    git('init', '-q', '-b', 'main');
    git('add', '.');
    git('-c', 'user.name=Test', '-c', 'user.email=test@example.org', 'commit', '-qm', 'content');
    git('config', 'user.name', 'Staff');
    git('config', 'user.email', 'staff@example.org');
    // decap-server on a port nobody uses now, not the one the build's editor asks (CMS_PORT, 8081
    // by default, which `npm run cms` or anything else may hold): the browser's requests to that
    // one are taken to this one, so the spec passes beside whatever else the machine runs.
    const backendPort = await freePort();
    server = run('node', ['node_modules/decap-server/dist/index.js'], {
      PORT: String(backendPort),
      GIT_REPO_DIRECTORY: repo,
      MODE: 'git',
    });
    await started(server, /listening on port/);
    context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const asked = `http://localhost:${String(cmsPort())}/`;
    await context.route(`${asked}**`, async (route) => {
      const url = route
        .request()
        .url()
        .replace(asked, `http://127.0.0.1:${String(backendPort)}/`);
      // Playwright's fetch keeps sockets alive and decap-server closes idle ones after Node's 5 s:
      // a request sent as it closes one is reset unread, and is safe to send again.
      await route.fulfill({ response: await route.fetch({ url, maxRetries: 2 }) });
    });
    await openEditor('#/collections/courses');
    // The local backend asks for no account: "Login" only enters the editor. It shows once Decap's
    // bundle has run, which took over 7 s on a loaded 2-core machine. Exactly "Login": without the
    // local backend (a build made for another CMS_PORT) the editor offers "Login with GitHub".
    await admin.getByRole('button', { name: 'Login', exact: true }).click({ timeout: 30_000 });
  });

  base.afterAll(async () => {
    await context?.close();
    server?.kill();
    for (const dir of [repo, liveDir, buildDir, `${buildDir}-ssr`])
      if (dir) rmSync(dir, { recursive: true, force: true });
    releaseEditorLock();
  });

  base(
    'lists every course as an entry of its own, each with its fee, and a button for a new one',
    async () => {
      const list = admin.getByRole('main');
      for (const entry of original.courses) {
        await expect(
          list.getByText(new RegExp(`^${escapeRegExp(entry.title)} · KSh ${entry.price}\\b`)),
        ).toBeVisible({
          timeout: 20_000,
        });
      }
      await expect(admin.getByRole('link', { name: 'Create entry of type Course' })).toBeVisible();
      await shot('course-list');
    },
  );

  base('opens a course in both languages side by side without changing it: nothing to save', async () => {
    await admin.getByRole('main').getByText(course.title, { exact: false }).first().click();
    await expect(admin.getByRole('button', { name: 'Writing in SW' })).toBeVisible({ timeout: 20_000 });
    // Both sides are drawn: the Kiswahili side's fields, class times and all, have appeared.
    const descriptions = admin.getByLabel('Description', { exact: true });
    await expect(descriptions).toHaveCount(2);
    const swCourse = kiswahili.find((entry) => entry.slug === course.slug);
    await expect(descriptions.nth(1)).toHaveValue(swCourse?.description ?? '');
    await expect(admin.getByText('Changes saved')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  });

  base(
    'previews the course as the site shows it, in the site’s styles, and follows the fee as it is typed',
    async ({ browser }) => {
      await showPreview(admin);
      const preview = admin.locator('iframe').first().contentFrame();
      const card = preview.getByRole('article', { name: course.title });
      await expect(card).toContainText(formatPrice(course.price), { timeout: 20_000 });
      // The preview's "Enroll Now" is styled as on the public course page, not as the browser's default link.
      const styleOf = (locator: Locator) =>
        locator.evaluate((element) => {
          const style = getComputedStyle(element);
          return { background: style.backgroundColor, color: style.color, radius: style.borderRadius };
        });
      // Styles only: no worker to install the whole precache beside the editor.
      const visitor = await browser.newPage({ serviceWorkers: 'block' });
      await visitor.goto(coursePath(course.slug));
      const siteStyle = await styleOf(
        visitor.getByRole('main').getByRole('link', { name: 'Enroll Now' }).first(),
      );
      await visitor.close();
      expect(siteStyle.background).not.toBe('rgba(0, 0, 0, 0)');
      expect(await styleOf(preview.getByRole('link', { name: 'Enroll Now' }).first())).toEqual(siteStyle);

      await admin.getByLabel('Fee (KSh)').fill(String(newPrice));
      await expect(card).toContainText(formatPrice(newPrice));
      await expect(preview.getByRole('heading', { name: 'Fee and payment plan' })).toBeVisible();
      await shot('course-preview');
    },
  );

  base('saves the change as a draft: the live branch keeps the old fee until it is published', async () => {
    const before = onBranch('main', courseFile);
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    const draft = `cms/courses/${course.slug}`;
    await expect.poll(() => onBranch(draft, courseFile), { timeout: 15_000 }).toContain(`price: ${newPrice}`);
    expect(onBranch('main', courseFile)).toBe(before);
    // The draft changes the fee alone, on its own line: the Kiswahili is as it was.
    const savedText = onBranch(draft, courseFile);
    expect(changedLines(before, savedText)).toEqual([`-  price: ${course.price}`, `+  price: ${newPrice}`]);
    const saved = parse(savedText) as { en: Record<string, unknown>; sw?: Record<string, unknown> };
    const published = parse(before) as { en: Record<string, unknown>; sw?: unknown };
    expect(saved.en).toEqual({ ...published.en, price: newPrice });
    expect(saved.sw).toEqual(published.sw);
    // Each figure once, under en: the Kiswahili holds its words and their review marks, nothing else.
    const words = translatableFields(saved.en, saved.sw, courseNode).map((field) => pathText(field.path));
    const { [reviewedKey]: marks, ...swWords } = saved.sw ?? {};
    const isWord = (path: string) => words.some((word) => path === word || path.startsWith(`${word}[`));
    expect(leafPaths(swWords).filter((path) => !isWord(path))).toEqual([]);
    expect(Object.keys(marks ?? {}).length).toBeGreaterThan(0);

    await setStatus(admin, 'In review');
    await setStatus(admin, 'Ready');
    await shot('course-ready');
    expect(onBranch('main', courseFile)).toBe(before);

    await publishNow(admin);
    await expect
      .poll(() => onBranch('main', courseFile), { timeout: 15_000 })
      .toContain(`price: ${newPrice}`);
    await expect.poll(() => git('branch', '--list', draft).trim()).toBe('');
  });

  base(
    'names the Kiswahili of a changed English description as needing review until the Kiswahili is saved again, previewed in Kiswahili as it is typed',
    async () => {
      const draft = `cms/courses/${translated.slug}`;
      const newEnglish = `${translated.description} Every week ends with an open lab clinic.`;
      const newKiswahili = `${translatedSw.description} Kila wiki inaisha kwa kliniki ya maabara.`;
      /** What the build lists as needing review in Kiswahili, for the draft's file beside the rest. */
      const listedForReview = () => {
        const copy = mkdtempSync(join(tmpdir(), 'cms-review-'));
        try {
          cpSync(join(repo, 'content'), join(copy, 'content'), { recursive: true });
          writeFileSync(join(copy, translatedFile), onBranch(draft, translatedFile));
          return loadSiteContent(copy).languages.sw.needsReview;
        } finally {
          rmSync(copy, { recursive: true, force: true });
        }
      };
      /** The draft's file as data, once there is one. */
      const savedDraft = () => {
        const text = onBranch(draft, translatedFile);
        return text
          ? (parse(text) as { en: Record<string, unknown>; sw: Record<string, unknown> })
          : undefined;
      };
      const review = () =>
        admin.locator('iframe').first().contentFrame().getByRole('region', { name: 'Kiswahili to review' });

      await openEditor(`#/collections/courses/entries/${translated.slug}`);
      await showPreview(admin);
      await expect(
        admin.locator('iframe').first().contentFrame().getByRole('article', { name: translated.title }),
      ).toBeVisible({
        timeout: 20_000,
      });
      await expect(review()).toHaveCount(0);

      // The English changes: its Kiswahili is named on the entry at once, and in the build's list once saved.
      await admin.getByLabel('Description', { exact: true }).fill(newEnglish);
      await expect(review()).toContainText('description');
      await admin.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => savedDraft()?.en.description, { timeout: 15_000 }).toBe(newEnglish);
      expect(listedForReview()).toContain(
        `${translatedFile}: description [English now ${fingerprint(newEnglish)}]`,
      );

      // In Kiswahili: the preview is the Kiswahili course page, and follows what is typed.
      // Pressed again until its menu shows: in one CI run the press landed while Decap redrew the
      // toolbar after the save, no menu opened, and the test waited out its two minutes.
      const kiswahili = admin.getByRole('menuitem', { name: 'sw', exact: true });
      await expect(async () => {
        await admin.getByRole('button', { name: 'Writing in EN' }).click();
        await expect(kiswahili).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await kiswahili.click();
      const preview = admin.locator('iframe').first().contentFrame();
      await expect(preview.locator('html')).toHaveAttribute('lang', 'sw-KE');
      await expect(preview.getByText(translatedSw.description, { exact: false }).first()).toBeVisible();
      await admin.getByLabel('Description', { exact: true }).fill(newKiswahili);
      await expect(
        preview.getByText('Kila wiki inaisha kwa kliniki ya maabara', { exact: false }).first(),
      ).toBeVisible();
      // Written again, the Kiswahili no longer needs review: on the entry as it is typed, and once saved.
      await expect(review()).toHaveCount(0);
      await admin.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => savedDraft()?.sw.description, { timeout: 15_000 }).toBe(newKiswahili);
      expect(listedForReview().filter((line) => line.startsWith(`${translatedFile}: description`))).toEqual(
        [],
      );
      expect(savedDraft()?.sw[reviewedKey]).toMatchObject({ description: fingerprint(newEnglish) });
    },
  );

  base(
    'refuses an event that ends before it starts, before saving, with the build’s own message',
    async () => {
      const slug = unused(
        original.events.map((event) => event.slug),
        'open-day',
      );
      // A fresh start of the editor at its collections (the publish's notices gone), then as staff
      // would: Events, then its "＋ Event" button. Not a reload of the course left open: Decap can
      // finish loading that entry after the new event's draft is made, and the new draft then holds
      // the course (seen once, on a loaded machine).
      await admin.goto('/admin/');
      await admin.getByRole('complementary').getByRole('link', { name: 'Events', exact: true }).click();
      await admin.getByRole('link', { name: 'Create entry of type Event' }).click();
      const field = (label: string) => admin.getByLabel(label, { exact: true });
      await showPreview(admin);
      await field('Slug (anchor and file name)').fill(slug);
      await field('Title').fill('Open Day');
      await field('Date').fill(`${new Date().getUTCFullYear() + 1}-02-15`);
      await field('Starts').fill('17:00');
      await field('Ends').fill('13:00');
      // A choice of the campuses by name (saved as the campus's id).
      await field('Campus').click();
      await admin.getByRole('option', { name: campus.name, exact: true }).click();
      await field('Description').fill('Tour the labs and meet the instructors.');
      // The message the build prints for the same file (tools/content-data.ts).
      const problems = checkSource(
        'events',
        stringify({
          en: {
            slug,
            title: 'Open Day',
            date: '2030-02-15',
            start: '17:00',
            end: '13:00',
            location: campus.id,
            description: 'x',
          },
        }),
        `content/events/${slug}.yml`,
      ).problems;
      expect(problems).toHaveLength(1);
      // The preview shows it where the event would be, as staff type.
      await expect(admin.locator('iframe').first().contentFrame().getByRole('alert')).toContainText(
        problems[0] ?? '',
      );
      await admin.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(admin.getByText(`Not saved: ${problems[0] ?? ''}`).first()).toBeVisible();
      // The notice slides in (an animation of react-toastify's) before it can be photographed.
      if (screenshotsFor) await admin.waitForTimeout(1000);
      await shot('event-refused');
      expect(git('branch', '--list', `cms/events/*`).trim()).toBe('');
    },
  );

  base('publishes a new course made from another, which the next build shows on /courses', async () => {
    base.setTimeout(180_000);
    const added = {
      slug: unused(
        original.courses.map((entry) => entry.slug),
        'mobile-apps',
      ),
      title: unused(
        original.courses.map((entry) => entry.title),
        'Mobile App Development',
      ),
      id: Math.max(...original.courses.map((entry) => entry.id)) + 1,
    };
    // A fresh start of the editor on the course: a new tab, the refused event left unsaved in the
    // old one, closed as staff close it. (Reloading over the unsaved event raced its "leave?"
    // dialog, and once hung the reload until the test timed out.)
    await admin.close();
    await openEditor(`#/collections/courses/entries/${course.slug}`);
    await admin.getByRole('button', { name: 'Published', exact: true }).click({ timeout: 30_000 });
    await admin.getByRole('menuitem', { name: 'Duplicate' }).click();
    await admin.getByLabel('Number', { exact: true }).fill(String(added.id));
    await admin.getByLabel('Slug (anchor and file name)', { exact: true }).fill(added.slug);
    await admin.getByLabel('Title', { exact: true }).first().fill(added.title);
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    const file = `content/courses/${added.slug}.yml`;
    await expect
      .poll(() => onBranch(`cms/courses/${added.slug}`, file), { timeout: 15_000 })
      .toContain(added.title);
    expect(onBranch('main', file)).toBe('');
    await setStatus(admin, 'Ready');
    await publishNow(admin);
    await expect.poll(() => onBranch('main', file), { timeout: 15_000 }).toContain(added.title);

    // The site built from the live branch, as the host builds it after Publish: main's files as
    // git holds them. Not a checkout: the editor's server still checks branches out in its working
    // tree after a publish, and a checkout beside it failed on git's index lock.
    liveDir = mkdtempSync(join(tmpdir(), 'cms-live-'));
    const archive = join(liveDir, 'main.tar');
    git('archive', '--format=tar', '-o', archive, 'main');
    execFileSync('tar', ['-xf', archive, '-C', liveDir]);
    const content = loadSiteContent(liveDir).data;
    expect(content.courses.map((entry) => entry.slug)).toContain(added.slug);
    buildDir = mkdtempSync(join(tmpdir(), 'cms-build-'));
    const env = {
      BUILD_DIR: buildDir,
      ADMIN_BUILD: '0',
      CONTENT_DIR: join(liveDir, 'content'),
      NODE_ENV: '',
    };
    await finished(
      run('node', [vite, 'build', '--ssr', 'src/app/entry-server.tsx', '--logLevel', 'warn'], env),
    );
    await finished(run('node', [vite, 'build', '--logLevel', 'warn'], env));
    const courses = visibleText(readFileSync(join(buildDir, 'courses.html'), 'utf8'));
    expect(courses).toContain(added.title);
    expect(courses).toContain(formatPrice(newPrice));
    expect(readFileSync(join(buildDir, `courses/${added.slug}.html`), 'utf8')).toContain(added.title);
  });
});

test('/admin is a page of its own: noindex, its own policy, not in the sitemap or the precache', async ({
  request,
}) => {
  const adminHtml = await (await request.get('/admin/')).text();
  expect(adminHtml).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(adminHtml).toMatch(/Content-Security-Policy" content="[^"]*'unsafe-eval'/);
  const home = await (await request.get('/')).text();
  expect(home).not.toContain('unsafe-eval');
  expect(home).not.toContain('/admin');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
  expect(await (await request.get('/sw.js')).text()).not.toContain('admin/');
  const redirect = await request.get('/admin', { maxRedirects: 0 });
  expect(redirect.status()).toBe(redirectStatus);
  expect(redirect.headers().location).toBe('/admin/');
});
