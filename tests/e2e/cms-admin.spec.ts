import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { loadContent } from '../../tools/content-data.ts';
import { cmsPort } from '../../tools/admin-plugin.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { invalidStyles, recordInsertedRules } from '../support/style-check.ts';
import { redirectStatus } from '../../tools/deploy-rules.ts';
import { decapFormatter } from '../../scripts/format-content.mjs';
import { eventsAsOf, toCollegeEvent } from '../../src/content/event-dates.ts';
import { formatPrice } from '../../src/lib/format-price.ts';

/**
 * The content editor end to end: /admin (Decap CMS, from the production build) with the local
 * backend (decap-server writing the files in this checkout), one course's price changed and an
 * event added for next month; the files change by those lines only (in the editor's own style,
 * scripts/format-content.mjs), pass the schemas, and a rebuild of the site shows both. Which
 * course and campus come from content/. The edited files are restored afterwards, pass or fail.
 */
const root = process.cwd();
const edited = ['content/courses.yml', 'content/events.yml'];
const port = Number(process.env.E2E_PORT ?? 4173) + 1;
const vite = 'node_modules/vite/bin/vite.js';

// One editor run at a time in this checkout: each edits the same files and takes the same ports
// (a --repeat-each run, or two suites in one clone, would otherwise run two at once).
const lockDir = join(root, 'test-results', '.cms-admin.lock');
// Longer than a whole run of the test: a lock this old was left by a run that was killed.
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

// Kept outside the test so the afterEach hook restores and stops them even after a timeout.
let locked = false;
let backups = '';
let buildDir = '';
const processes: ChildProcess[] = [];

/** Resolves once the server answers. */
async function serving(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
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

/** The 15th of the month after `now`, as the date field takes it. */
function nextMonth(now: Date): { iso: string; label: string } {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15));
  const month = date.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  return { iso: date.toISOString().slice(0, 10), label: `15 ${month} ${date.getUTCFullYear()}` };
}

/** Opens a data file in the editor of a new context (not logged in yet), in a page of its own. */
async function openEditor(context: BrowserContext, collection: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/admin/#/collections/${collection}/entries/${collection}`);
  // The local backend asks for no account: "Login" only enters the editor. It shows once Decap's
  // bundle (about 1.6 MB gzip) has run, which took over 7 s on a loaded 2-core machine; a check
  // that did not wait for it once went on to an editor that never opened.
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 30_000 });
  return page;
}

/** Publishes the open entry; resolves when the local backend has written `text` into `file`. */
async function publish(page: Page, file: string, text: string) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect.poll(() => readFileSync(join(root, file), 'utf8'), { timeout: 15_000 }).toContain(text);
}

base.afterEach(() => {
  if (locked) {
    rmSync(lockDir, { recursive: true, force: true });
    locked = false;
  }
  if (backups) {
    for (const file of edited) copyFileSync(join(backups, file.replace('/', '-')), join(root, file));
    rmSync(backups, { recursive: true, force: true });
    backups = '';
  }
  for (const child of processes.splice(0)) child.kill();
  if (buildDir) {
    rmSync(buildDir, { recursive: true, force: true });
    rmSync(`${buildDir}-ssr`, { recursive: true, force: true });
    buildDir = '';
  }
});

/** The lines of `after` that differ from `before`, and those it adds at the end. */
function lineChanges(before: string, after: string) {
  // Both end with a newline (the editor adds one): compared as lines without it.
  const old = before.replace(/\n$/, '').split('\n');
  const now = after.replace(/\n$/, '').split('\n');
  const common = Math.min(old.length, now.length);
  const changed = now.slice(0, common).filter((line, index) => line !== old[index]);
  return { changed, added: now.slice(common), removed: old.slice(common) };
}

base(
  'staff edit a price and add an event in /admin; the diff and the rebuilt site show both',
  async ({ browser }) => {
    base.setTimeout(150_000);
    await takeLock();
    locked = true;
    backups = mkdtempSync(join(tmpdir(), 'cms-backup-'));
    buildDir = mkdtempSync(join(tmpdir(), 'cms-build-'));
    for (const file of edited) copyFileSync(join(root, file), join(backups, file.replace('/', '-')));
    const original = loadContent(root);
    // The files as the editor writes them: once content/ is stored so (npm run format:content), this
    // is the file itself, and the first edit's diff is the edit alone.
    const format = await decapFormatter(root);
    const styled = (name: string, file: string) => format(name, readFileSync(join(root, file), 'utf8'));
    const before = { courses: styled('courses', edited[0] ?? ''), events: styled('events', edited[1] ?? '') };
    const course = original.courses.courses[1] ?? original.courses.courses[0];
    if (!course) throw new Error('content/courses.yml has no course');
    const newPrice = course.price + 1500;
    const campus = original.site.campuses[original.site.campuses.length - 1]?.name ?? '';
    const lastEvent = original.events.events.at(-1);
    // The added event's slug and title are ones no event in the data has (staff may add an open day).
    const unused = (taken: string[], name: (n: number) => string) => {
      let n = 1;
      while (taken.includes(name(n))) n += 1;
      return name(n);
    };
    const added = {
      slug: unused(
        original.events.events.map((entry) => entry.slug),
        (n) => (n === 1 ? 'open-day' : `open-day-${n}`),
      ),
      title: unused(
        original.events.events.map((entry) => entry.title),
        (n) => (n === 1 ? 'Open Day' : `Open Day ${n}`),
      ),
    };
    const server = run('node', ['node_modules/decap-server/dist/index.js'], {
      PORT: String(cmsPort()),
      GIT_REPO_DIRECTORY: root,
      MODE: 'fs',
    });
    processes.push(server);
    await started(server, /listening on port/);

    const now = new Date();
    const event = nextMonth(now);
    const context = await browser.newContext();
    await context.clock.setFixedTime(now);

    // One course's fee.
    const admin = await openEditor(context, 'courses');
    const entry = admin.getByText(course.title, { exact: true });
    await entry.locator('xpath=preceding-sibling::div[1]//button[1]').click();
    await admin.getByLabel('Fee (KSh)').nth(original.courses.courses.indexOf(course)).fill(String(newPrice));
    await publish(admin, 'content/courses.yml', `price: ${newPrice}`);
    // The saved file differs from the stored one by that line alone.
    expect(lineChanges(before.courses, readFileSync(join(root, 'content/courses.yml'), 'utf8'))).toEqual({
      changed: [`    price: ${newPrice}`],
      added: [],
      removed: [],
    });

    // A new event next month.
    // On to the events as staff would, through the editor's own links (no second load of Decap).
    await admin.getByRole('link', { name: /Writing in .* collection/ }).click();
    // The collection in the sidebar, then its one file in the list. (Taking "the last Events link"
    // instead once clicked the sidebar's again, before the list had rendered.)
    await admin.getByRole('complementary').getByRole('link', { name: 'Events', exact: true }).click();
    await admin.getByRole('main').getByRole('link', { name: 'Events', exact: true }).click();
    // The file's three events are loaded (collapsed, named by date and title) before adding one.
    // Decap reads the file through its local backend and parses it, which took over the default
    // 7 s once on a loaded 2-core machine.
    if (lastEvent) await expect(admin.getByText(lastEvent.title).first()).toBeVisible({ timeout: 20_000 });
    await admin.getByRole('button', { name: /Add events/i }).click();
    // The new entry is added last, open for editing (the file's own entries stay collapsed).
    const field = (label: string) => admin.getByLabel(label, { exact: true }).last();
    await field('Slug (anchor and file name)').fill(added.slug);
    await field('Title').fill(added.title);
    await field('Date').fill(event.iso);
    await field('Starts').fill('10:00');
    await field('Ends').fill('15:00');
    await field('Campus').fill(campus);
    await field('Description').fill('Tour the labs, meet the instructors and try a taster lesson.');
    await publish(admin, 'content/events.yml', `slug: ${added.slug}`);
    await context.close();
    // The saved events file is the stored one with the new event's lines added at its end.
    const events = lineChanges(before.events, readFileSync(join(root, 'content/events.yml'), 'utf8'));
    expect(events.changed).toEqual([]);
    expect(events.removed).toEqual([]);
    expect(events.added[0]).toBe(`  - slug: ${added.slug}`);
    expect(events.added.some((line) => line.includes(campus))).toBe(true);

    // The files on disk changed and still pass every schema.
    const content = loadContent(root);
    expect(content.courses.courses.find((entry) => entry.slug === course.slug)?.price).toBe(newPrice);
    expect(content.events.events.at(-1)).toEqual({
      slug: added.slug,
      title: added.title,
      date: event.iso,
      start: '10:00',
      end: '15:00',
      location: campus,
      description: 'Tour the labs, meet the instructors and try a taster lesson.',
    });

    // Rebuild the site (not the editor) as of a day before the first event: the HTML lists every
    // event as upcoming, and a visitor's clock (today) moves the ones that have ended to Past events.
    const all = eventsAsOf(Number.NEGATIVE_INFINITY, content.events.events.map(toCollegeEvent)).upcoming;
    const builtAt = Date.parse(all[0]?.startDate ?? now.toISOString()) - 86_400_000;
    const today = eventsAsOf(now.getTime(), all);
    const env = { BUILD_DIR: buildDir, ADMIN_BUILD: '0', CONTENT_NOW: new Date(builtAt).toISOString() };
    await finished(
      run('node', [vite, 'build', '--ssr', 'src/app/entry-server.tsx', '--logLevel', 'warn'], env),
    );
    await finished(run('node', [vite, 'build', '--logLevel', 'warn'], env));
    const preview = run(
      'node',
      [vite, 'preview', '--outDir', buildDir, '--port', String(port), '--strictPort'],
      env,
    );
    processes.push(preview);
    const site = `http://localhost:${port}`;
    await serving(`${site}/`);
    const visitor = await browser.newContext();
    await visitor.addInitScript(recordInsertedRules);
    const page = await visitor.newPage();
    await page.clock.setFixedTime(now);
    await page.goto(`${site}/courses`);
    await waitForHydration(page);
    await expect(page.getByRole('article', { name: course.title })).toContainText(formatPrice(newPrice));

    await page.goto(`${site}/community`);
    await waitForHydration(page);
    const upcoming = page.getByRole('region', { name: 'Upcoming events' }).getByRole('article');
    await expect(upcoming.getByRole('heading')).toHaveText(today.upcoming.map((item) => item.title));
    await expect(
      upcoming.getByRole('link', { name: `Register for ${added.title}`, exact: true }),
    ).toHaveAttribute(
      'href',
      `/booking?message=${encodeURIComponent(`I would like to register for ${added.title} on ${event.label}.`)}`,
    );
    await expect(page.getByRole('region', { name: 'Past events' }).getByRole('article')).toHaveCount(
      today.past.length,
    );
    // This page is on the rebuilt site's server, which the fixture's style check does not cover.
    expect(await invalidStyles(page), 'styles the browser drops').toEqual([]);
    await visitor.close();

    // Without JavaScript, the page shows what the build knew: all upcoming, in date order.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const html = await noScript.newPage();
    await html.goto(`${site}/community`);
    await expect(
      html.getByRole('region', { name: 'Upcoming events' }).getByRole('article').getByRole('heading'),
    ).toHaveText(all.map((item) => item.title));
    await noScript.close();
  },
);

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
