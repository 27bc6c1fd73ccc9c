import { execFileSync, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { loadSiteContent } from '../../tools/content-data.ts';
import { entryPathOf } from '../../tools/content/loaded-content.ts';
import { decapConfig, githubBackend } from '../../tools/decap-config.ts';
import { formatPrice } from '../../src/lib/format-price.ts';
import { cloneCheckout } from '../support/checkout-clone.ts';
import { collectOutput, started, startNpmScript, stopProcessGroup } from '../support/child-processes.ts';
import { acceptDialogs, publishNow, setStatus, showPreview } from '../support/editor-helpers.ts';
import { freePort } from '../support/pwa-preview-server.ts';
import { escapeRegExp } from '../support/site-helpers.ts';

/**
 * The editor as docs/editing-content.md tells staff to start it: `npm run cms` in a checkout of
 * its own (a clone of this one, on main), /admin/ at the address it prints, Login. A course's fee
 * is saved as a draft; then a minute of ordinary work with drafts there (another collection and
 * entry saved, the lists and the Workflow page looked at), the course moved to In review, Ready,
 * and published. Neither the editor nor the site, open beside it on the dev server, may load again
 * before Publish (decap-server checking drafts out where the dev server reads content/ reloaded
 * both every second or two), the checkout's content/ may not change until then, and the published
 * change must end up on main in the checkout, its files clean. Which course and event come from
 * the checkout's content/.
 */
const root = process.cwd();
const lookingAround = 45_000;

// One checkout for the file, in order: `npm run dev` then finds the dev server's optimised
// packages (Decap's among them) where `npm run cms` left them, as on a staff member's machine.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let checkout = '';
let cms: ChildProcess | undefined;
let dev: ChildProcess | undefined;
let cmsOutput = () => '';
let contentWatcher: FSWatcher | undefined;
let context: BrowserContext | undefined;

test.beforeAll(() => {
  checkout = cloneCheckout(root, 'cms-staff-checkout-');
});

test.afterEach(async () => {
  await context?.close();
  contentWatcher?.close();
  await stopProcessGroup(cms);
  await stopProcessGroup(dev);
});

test.afterAll(() => {
  if (checkout) rmSync(checkout, { recursive: true, force: true });
});

/** How many times `page` has loaded a document (a reload counts, a change of its #address does not). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

test('npm run cms as staff start it: a minute of drafts reloads nothing, and Publish reaches their branch', async ({
  browser,
}) => {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: checkout, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  /** A file as a branch of the checkout has it, or '' where the branch lacks it. */
  const onBranch = (branch: string, file: string) => {
    try {
      return git('show', `${branch}:${file}`);
    } catch {
      return '';
    }
  };
  const loaded = loadSiteContent(checkout);
  const content = loaded.data;
  // A course the home page shows, so the site open beside the editor shows its fee.
  const course = content.courses.find((entry) => entry.slug === content.home.popularCourses[0]);
  const event = content.events[0];
  if (!course || !event) throw new Error('content/ needs a popular course and an event');
  const courseFile = `content/${entryPathOf(loaded, 'courses', course)}`;
  const eventFile = `content/${entryPathOf(loaded, 'events', event)}`;
  const newPrice = course.price + 1500;
  const labelOf = (name: string) =>
    decapConfig({
      backend: githubBackend(content.site.url),
      campuses: content.site.campuses,
    }).collections.find((collection) => collection.name === name)?.label ?? name;

  // As the guide says, on ports no one else uses (the dev server writes the editor's settings as
  // it serves them, so any port will do), beside the other editor specs.
  cms = startNpmScript('cms', checkout, {
    DEV_PORT: String(await freePort()),
    CMS_PORT: String(await freePort()),
  });
  cmsOutput = collectOutput(cms);
  const [, editorUrl = ''] = await started(cms, /Content editor: (http:\S+\/admin\/)[\s\S]*ready in/);
  const siteUrl = new URL('/', editorUrl).href;
  const staffHead = git('rev-parse', 'HEAD');
  const staffMoves = () => git('reflog', '--format=%H', 'HEAD').split('\n').length;
  const movesAtStart = staffMoves();

  context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  // The site on the dev server, open the whole time.
  const site = await context.newPage();
  const siteLoads = countLoads(site);
  // What the page said, for the failure's message: the site arriving late and not at all look the same.
  const siteSaid: string[] = [];
  site.on('console', (message) => {
    if (message.type() === 'error') siteSaid.push(`console: ${message.text()}`);
  });
  site.on('pageerror', (error) => siteSaid.push(`page error: ${error.message}`));
  await site.goto(siteUrl);
  const card = site.getByRole('article', { name: course.title });
  // The dev server's first visit waits for its dependency bundle (Decap's among them) as the
  // editor's does below: on 2 cores beside the rest of the suite, the same bound.
  await expect(card)
    .toContainText(formatPrice(course.price), { timeout: 60_000 })
    .catch((error: unknown) => {
      if (error instanceof Error)
        error.message += `\n\nThe site said:\n${siteSaid.join('\n')}\nnpm run cms printed:\n${cmsOutput()}`;
      throw error;
    });

  const admin = await context.newPage();
  acceptDialogs(admin);
  const adminLoads = countLoads(admin);
  await admin.goto(`${editorUrl}#/collections/courses`);
  // Decap's bundle, optimised by the dev server on its first visit, can take a while on 2 cores.
  // Exactly "Login": the local backend's; without it, the editor offers "Login with GitHub".
  await admin.getByRole('button', { name: 'Login', exact: true }).click({ timeout: 60_000 });
  /** An entry's row in its collection's list: the summary names its title between " · ". */
  const row = (title: string) =>
    admin
      .getByRole('main')
      .getByText(new RegExp(`(^| · )${escapeRegExp(title)}( · |$)`))
      .first();
  const openCollection = async (collection: string) => {
    await admin.getByRole('link', { name: 'Contents' }).click();
    await admin
      .getByRole('complementary')
      .getByRole('link', { name: labelOf(collection), exact: true })
      .click();
  };
  const openEntry = async (collection: string, title: string) => {
    await openCollection(collection);
    await row(title).click({ timeout: 20_000 });
    await showPreview(admin);
  };
  /** Save, then back to the list by the editor's own link, as staff leave an entry. */
  const saveAndLeave = async () => {
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    const status = admin.getByRole('button', { name: /^Status: / });
    await expect
      .poll(
        async () =>
          adminLoads() > 1 ? 'the editor loaded again' : (await status.isVisible()) ? 'saved' : 'saving',
        { timeout: 20_000 },
      )
      .toBe('saved');
    await admin.getByRole('link', { name: /Writing in .* collection/ }).click();
  };

  // A draft of the course's fee: from now on, drafts exist.
  await openEntry('courses', course.title);
  await admin.getByLabel('Fee (KSh)').fill(String(newPrice));
  const contentChanges: string[] = [];
  contentWatcher = watch(join(checkout, 'content'), { recursive: true }, (kind, file) => {
    contentChanges.push(`${kind} ${file ?? ''}`);
  });
  await saveAndLeave();
  const courseDraft = `cms/courses/${course.slug}`;
  await expect
    .poll(() => onBranch(courseDraft, courseFile), { timeout: 15_000 })
    .toContain(`price: ${newPrice}`);
  const draftsFrom = Date.now();

  // Another collection and entry, saved as a draft too.
  await openEntry('events', event.title);
  const description = admin.getByLabel('Description', { exact: true });
  await description.fill(`${await description.inputValue()} Come with a friend.`);
  await saveAndLeave();
  const eventDraft = `cms/events/${event.slug}`;
  await expect
    .poll(() => onBranch(eventDraft, eventFile), { timeout: 15_000 })
    .toContain('Come with a friend.');

  // Looking around, as staff do between edits, with the drafts there: each view lists entries or
  // drafts, which is when decap-server checks drafts out. With the review after it, a minute.
  const views = [
    async () => {
      await admin.getByRole('link', { name: 'Workflow' }).click();
      await expect(admin.getByText(course.title).first()).toBeVisible({ timeout: 20_000 });
      await expect(admin.getByText(event.title).first()).toBeVisible();
    },
    async () => {
      await openCollection('courses');
      await expect(row(course.title)).toBeVisible({ timeout: 20_000 });
    },
    async () => {
      await openCollection('events');
      await expect(row(event.title)).toBeVisible({ timeout: 20_000 });
    },
  ];
  for (let view = 0; Date.now() - draftsFrom < lookingAround; view = (view + 1) % views.length) {
    await views[view]?.();
    // Reading the page: the time in which a reload would come.
    await admin.waitForTimeout(2_500);
  }

  // The course's draft through review to Publish.
  await openEntry('courses', course.title);
  await expect(admin.getByLabel('Fee (KSh)')).toHaveValue(String(newPrice));
  await setStatus(admin, 'In review');
  await setStatus(admin, 'Ready');
  expect(adminLoads(), 'the editor loaded again before Publish, unasked').toBe(1);
  expect(siteLoads(), 'the site loaded again before Publish, unasked').toBe(1);
  expect(contentChanges, "content/ changed in the dev server's checkout while drafts existed").toEqual([]);
  expect(staffMoves(), "the staff's checkout was checked out elsewhere while drafts existed").toBe(
    movesAtStart,
  );
  expect(git('rev-parse', 'HEAD')).toBe(staffHead);
  const published = git('rev-parse', courseDraft);
  await publishNow(admin);

  // The published change is on main, in the staff's checkout: the commit, the file, nothing left over.
  await expect.poll(() => onBranch('main', courseFile), { timeout: 20_000 }).toContain(`price: ${newPrice}`);
  expect(git('symbolic-ref', '--short', 'HEAD')).toBe('main');
  // The draft's own commit, not a copy of it (git merge-base fails if main lacks it).
  git('merge-base', '--is-ancestor', published, 'main');
  expect(readFileSync(join(checkout, courseFile), 'utf8')).toContain(`price: ${newPrice}`);
  await expect.poll(() => git('status', '--porcelain')).toBe('');
  await expect.poll(() => git('branch', '--list', courseDraft)).toBe('');
  // The other draft is still a draft.
  expect(onBranch(eventDraft, eventFile)).toContain('Come with a friend.');
  expect(onBranch('main', eventFile)).not.toContain('Come with a friend.');
  // The site shows the new fee by itself: the one reload Publish asks for.
  await expect(card).toContainText(formatPrice(newPrice), { timeout: 20_000 });
  expect(siteLoads()).toBe(2);
  expect(adminLoads()).toBeLessThanOrEqual(2);
  // Nothing went wrong on the way: no warning of npm run cms's, no request decap-server failed.
  expect(cmsOutput()).not.toMatch(/npm run cms: |Error handling/);
  // Nor in the site, open the whole time: no console error, no page error (the online check once
  // asked the dev server for a worker it does not have, and logged its 404 on every page).
  expect(siteSaid, 'the site on the dev server logged errors').toEqual([]);
});

/**
 * `npm run dev` serves the editor too: /admin/ on the dev server, without the local backend, shows
 * the editor's login, not the dev server's error (the editor's plugins were once the last
 * language's build's only, and the dev server counts as the first: "Failed to resolve import
 * virtual:decap-config").
 */
test('npm run dev serves the editor at /admin/', async ({ page }) => {
  dev = startNpmScript('dev', checkout, { DEV_PORT: String(await freePort()) });
  const output = collectOutput(dev);
  // Vite moves on to the next port if DEV_PORT was taken meanwhile: the address it prints is the one it serves.
  const [, siteUrl = ''] = await started(dev, /Local:\s+(http:\S+)/);

  await page.goto(new URL('/admin/', siteUrl).href);
  // "Login with GitHub" without the local backend; or the dev server's error overlay, which says why not.
  const login = page.getByRole('button', { name: /^Login/ });
  const overlay = page.locator('vite-error-overlay');
  await expect(login.or(overlay)).toBeVisible({ timeout: 60_000 });
  await expect(overlay, output()).toHaveCount(0);
  await expect(login).toBeVisible();
  expect(output()).not.toContain('Failed to resolve import');
});
