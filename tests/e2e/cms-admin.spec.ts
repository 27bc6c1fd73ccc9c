import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { parse, stringify } from 'yaml';
import { checkEntry, entryPathOf, loadContent } from '../../tools/content-data.ts';
import { cmsPort } from '../../tools/admin-plugin.ts';
import { expect, test } from './fixtures.ts';
import { visibleText } from '../support/site-helpers.ts';
import { redirectStatus } from '../../tools/deploy-rules.ts';
import { coursePath } from '../../src/config/paths.ts';
import { formatPrice } from '../../src/lib/format-price.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The content editor end to end, as staff use it: /admin from the production build with the local
 * backend in git mode (decap-server) on a git repository of its own holding a copy of content/.
 * One course's fee is changed with the preview following, saved as a draft (the live branch keeps
 * the old fee until Publish), moved to Ready and published; an event that ends before it starts is
 * refused before saving with the build's own message; a course duplicated into a new one is
 * published and shows on /courses after a build. Which course and campus come from content/.
 */
const root = process.cwd();
const vite = 'node_modules/vite/bin/vite.js';
// With DOCS_SCREENSHOTS=1, the steps staff follow are saved as docs/images/editor-*.png.
const screenshotsFor = process.env.DOCS_SCREENSHOTS === '1' ? join(root, 'docs/images') : '';

// One editor run at a time on this machine: each takes the local backend's port.
const lockDir = join(root, 'test-results', '.cms-admin.lock');
// Longer than a whole run of the tests: a lock this old was left by a run that was killed.
const staleLockMs = 5 * 60_000;

async function takeLock(): Promise<void> {
  mkdirSync(join(lockDir, '..'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lockDir);
      return;
    } catch {
      const takenAt = statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - takenAt > staleLockMs) rmSync(lockDir, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves when the process prints `ready`, rejects if it exits first. */
function started(child: ChildProcess, ready: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

function finished(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`exited with ${code}:\n${output}`)),
    );
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
  const original = loadContent(root);
  const course = original.courses.courses[1] ?? original.courses.courses[0];
  if (!course) throw new Error('content/courses/ holds no course');
  const courseFile = `content/${entryPathOf(course)}`;
  const newPrice = course.price + 1500;
  const campus = original.site.campuses[0] ?? { id: '', name: '' };
  let repo = '';
  let buildDir = '';
  let server: ChildProcess | undefined;
  let context: BrowserContext;
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
  /** With both languages side by side, the preview is one button away (Decap's "Toggle preview"). */
  const showPreview = async () => {
    // The editor opens with both languages side by side, or with the preview if staff last asked
    // for it (Decap remembers): the preview takes the second language's place.
    const second = admin.getByRole('button', { name: 'Writing in SW' });
    await expect(second.or(admin.locator('iframe'))).toBeVisible({ timeout: 20_000 });
    if (await second.isVisible()) {
      await admin.getByRole('button', { name: 'Toggle preview' }).click();
      await second.waitFor({ state: 'hidden' });
    }
  };
  /** The editor in a new tab at `hash`: staff say yes to each "are you sure?" it asks. */
  const openEditor = async (hash: string) => {
    admin = await context.newPage();
    // Publishing asks "are you sure?" in a browser dialog, and leaving unsaved changes asks too:
    // staff say yes. A dialog the page closed by itself is already gone.
    admin.on('dialog', (dialog) => {
      dialog.accept().catch(() => undefined);
    });
    await admin.goto(`/admin/${hash}`);
  };
  /**
   * Moves the open draft to `status` and waits until the editor shows it there: Decap refuses
   * Publish with an alert until the status has become Ready, which a loaded machine once reached
   * first when a test clicked on without waiting.
   */
  const setStatus = async (status: 'In review' | 'Ready') => {
    await admin.getByRole('button', { name: /^Status: / }).click();
    await admin.getByRole('menuitem', { name: status }).click();
    await expect(admin.getByRole('button', { name: `Status: ${status}` })).toBeVisible();
  };
  const shot = async (name: string) => {
    if (screenshotsFor) await admin.screenshot({ path: join(screenshotsFor, `editor-${name}.png`) });
  };

  base.beforeAll(async ({ browser }) => {
    await takeLock();
    repo = mkdtempSync(join(tmpdir(), 'cms-repo-'));
    cpSync(join(root, 'content'), join(repo, 'content'), { recursive: true });
    git('init', '-q', '-b', 'main');
    git('add', '.');
    git('-c', 'user.name=Test', '-c', 'user.email=test@example.org', 'commit', '-qm', 'content');
    git('config', 'user.name', 'Staff');
    git('config', 'user.email', 'staff@example.org');
    server = run('node', ['node_modules/decap-server/dist/index.js'], {
      PORT: String(cmsPort()),
      GIT_REPO_DIRECTORY: repo,
      MODE: 'git',
    });
    await started(server, /listening on port/);
    context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await openEditor('#/collections/courses');
    // The local backend asks for no account: "Login" only enters the editor. It shows once Decap's
    // bundle has run, which took over 7 s on a loaded 2-core machine.
    await admin.getByRole('button', { name: 'Login' }).click({ timeout: 30_000 });
  });

  base.afterAll(async () => {
    await context?.close();
    server?.kill();
    for (const dir of [repo, buildDir, `${buildDir}-ssr`])
      if (dir) rmSync(dir, { recursive: true, force: true });
    rmSync(lockDir, { recursive: true, force: true });
  });

  base(
    'lists every course as an entry of its own, each with its fee, and a button for a new one',
    async () => {
      const list = admin.getByRole('main');
      for (const entry of original.courses.courses) {
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

  base(
    'previews the course as the site shows it, in the site’s styles, and follows the fee as it is typed',
    async ({ browser }) => {
      await admin.getByRole('main').getByText(course.title, { exact: false }).first().click();
      await showPreview();
      const preview = admin.frameLocator('iframe').first();
      const card = preview.getByRole('article', { name: course.title });
      await expect(card).toContainText(formatPrice(course.price), { timeout: 20_000 });
      // The preview's "Enroll Now" is styled as on the public course page, not as the browser's default link.
      const styleOf = (locator: Locator) =>
        locator.evaluate((element) => {
          const style = getComputedStyle(element);
          return { background: style.backgroundColor, color: style.color, radius: style.borderRadius };
        });
      const visitor = await browser.newPage();
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
    // The draft changes the fee alone: the English is the same but for it, and the Kiswahili says the
    // same words (Decap also copies the figures into the Kiswahili side, which the build ignores).
    const saved = parse(onBranch(draft, courseFile)) as { en: Record<string, unknown>; sw?: unknown };
    const published = parse(before) as { en: Record<string, unknown>; sw?: unknown };
    expect(saved.en).toEqual({ ...published.en, price: newPrice });
    const swText = (data: { sw?: unknown }) =>
      JSON.stringify(data.sw ?? {})
        .match(/"[^"]*[a-z]{4,}[^"]*"/g)
        ?.sort();
    expect(swText(saved)).toEqual(expect.arrayContaining(swText(published) ?? []));

    await setStatus('In review');
    await setStatus('Ready');
    await shot('course-ready');
    expect(onBranch('main', courseFile)).toBe(before);

    await admin.getByRole('button', { name: 'Publish', exact: true }).click();
    await admin.getByRole('menuitem', { name: 'Publish now' }).click();
    await expect
      .poll(() => onBranch('main', courseFile), { timeout: 15_000 })
      .toContain(`price: ${newPrice}`);
    await expect.poll(() => git('branch', '--list', draft).trim()).toBe('');
  });

  base(
    'refuses an event that ends before it starts, before saving, with the build’s own message',
    async () => {
      const slug = unused(
        original.events.events.map((event) => event.slug),
        'open-day',
      );
      // A fresh start of the editor (the publish's notices gone), then as staff would: back to the
      // collections, Events, then its "＋ Event" button.
      await admin.reload();
      await admin.getByRole('link', { name: /Writing in .* collection/ }).click();
      await admin.getByRole('complementary').getByRole('link', { name: 'Events', exact: true }).click();
      await admin.getByRole('link', { name: 'Create entry of type Event' }).click();
      const field = (label: string) => admin.getByLabel(label, { exact: true });
      await showPreview();
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
      const problems = checkEntry(
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
      await expect(admin.frameLocator('iframe').first().getByRole('alert')).toContainText(problems[0] ?? '');
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
        original.courses.courses.map((entry) => entry.slug),
        'mobile-apps',
      ),
      title: unused(
        original.courses.courses.map((entry) => entry.title),
        'Mobile App Development',
      ),
      id: Math.max(...original.courses.courses.map((entry) => entry.id)) + 1,
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
    await setStatus('Ready');
    await admin.getByRole('button', { name: 'Publish', exact: true }).click();
    await admin.getByRole('menuitem', { name: 'Publish now' }).click();
    await expect.poll(() => onBranch('main', file), { timeout: 15_000 }).toContain(added.title);

    // The site built from the live branch, as the host builds it after Publish.
    git('checkout', '-q', 'main');
    const content = loadContent(repo);
    expect(content.courses.courses.map((entry) => entry.slug)).toContain(added.slug);
    buildDir = mkdtempSync(join(tmpdir(), 'cms-build-'));
    const env = { BUILD_DIR: buildDir, ADMIN_BUILD: '0', CONTENT_DIR: join(repo, 'content'), NODE_ENV: '' };
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
