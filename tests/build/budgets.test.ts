import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseSync } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { localeInfo, localeOfFile, locales, pageFileOf } from '../../src/config/locales.ts';
import { paths } from '../../src/config/paths.ts';
import { contentRoot } from '../../tools/content-data.ts';
import { buildDirs } from '../../tools/build-dirs.ts';
import { buildSite } from '../support/build-site.ts';
import { attr, pagesIn, scriptTags } from '../support/built-pages.ts';

/**
 * The budgets bound what the code and the page templates cost, so they are measured on a build
 * of the content the site launched with (tests/fixtures/launch-content), not on content/: the
 * staff add courses, testimonials and FAQs, and an edit that passes the schema must pass the
 * tests. While content/ is still the launch content, file for file, the build `npm test` made
 * just before (dist, or BUILD_DIR) is that build; once staff have edited it, a build of its own,
 * 10 to 15 CPU-s. `npm run bench` reports what today's content weighs.
 */
const launchContent = join(process.cwd(), 'tests/fixtures/launch-content');
const siteBuild = buildDirs().client;

/** Every file under `dir` (but the fixture's README, which says what it is), by relative name. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((name) => name !== 'README.md')
    .sort();

function isLaunchContent(dir: string): boolean {
  const files = filesUnder(dir);
  const launch = filesUnder(launchContent);
  return (
    files.length === launch.length &&
    files.every(
      (name, index) =>
        name === launch[index] &&
        readFileSync(join(dir, name)).equals(readFileSync(join(launchContent, name))),
    )
  );
}

function launchContentBuild(): string {
  if (existsSync(join(siteBuild, 'index.html')) && isLaunchContent(contentRoot())) return siteBuild;
  const work = mkdtempSync(join(tmpdir(), 'kilele-budgets-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const build = buildSite(launchContent, join(work, 'dist'));
  if (build.status !== 0) throw new Error(`the build of the launch content failed:\n${build.output}`);
  return join(work, 'dist');
}

const buildDir = launchContentBuild();
console.info(
  `budgets: reading ${buildDir === siteBuild ? 'the site build (content/ is the launch content)' : 'a build of the launch content'}`,
);

const readBuilt = (file: string) => readFileSync(join(buildDir, file), 'utf8');

/**
 * In bytes: phones on slow, metered data download these before anything works. Raised by 0.5 KiB
 * when every page came to carry each campus's map position and directions link (footer) and the
 * picture markup (srcset, sizes, a placeholder colour, a hero a phone does not download). The
 * same for the Kiswahili page: the same code with its own words. Measured at 143.9 KB by then
 * (React's production build, over the 140.5 KB set before); 142.7 KB once a static
 * page's own code no longer loads to start, 143.2 KB with the booking hand-over's code after.
 */
const homeJsBudget = 143.5 * 1024;
/**
 * What a page whose app waits runs before its first tap (the entry and start-on-demand): the
 * header's menus and share buttons enhanced, a press held for the app, the reasons to start it.
 * 5.9 KB when the app first waited for a reason to start; this leaves room for a reason or two
 * more, not for React.
 */
const homeFirstJsBudget = 8 * 1024;
/**
 * What the booking page runs before its first tap: the above, and its form's island, hydrated by
 * React alone, with the words and content it shows. 97.3 KB (en) when the form first ran without
 * the app (against 150 KB or more with it), React's DOM renderer 63.7 KB of it; 91.6 KB once the
 * outbox it sends through loaded after the form had hydrated.
 */
const bookingFirstJsBudget = 95 * 1024;
/**
 * The whole site offline: what the first visit downloads for the service worker, the gzip size of
 * every precache entry, with the ten launch course pages. Raised by 6 KiB when the booking came to
 * ask which campus, check the college's hours and closures, and offer a calendar file and
 * directions (a directions link is in every page's footer).
 */
const precacheGzipBudget = 356 * 1024;
/**
 * A server sends about 14.6 KB (ten TCP segments, headers included) before it must wait a round
 * trip for the phone's acknowledgement: a page within that paints a whole round trip sooner.
 * Measured with Lighthouse: /courses at 14.9 KB gzip had LCP 1.15 s, at 12.7 KB 1.0 s.
 */
const pageHtmlBudget = 14 * 1024;
// nginx's gzip_comp_level in deploy/nginx.conf.
const serverGzipLevel = 6;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

type AstNode = { type?: string; source?: unknown } & Record<string, unknown>;

const isNode = (value: unknown): value is AstNode => typeof value === 'object' && value !== null;

/** Every node of a syntax tree, depth first. */
function* walk(node: unknown): Generator<AstNode> {
  if (Array.isArray(node)) for (const child of node) yield* walk(child);
  else if (isNode(node)) {
    if (typeof node.type === 'string') yield node;
    for (const value of Object.values(node)) if (isNode(value)) yield* walk(value);
  }
}

/** The text of a string literal, or of a template literal with no ${} (what the minifier emits). */
function literalText(node: AstNode): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  const quasi: unknown = Array.isArray(node.quasis) ? node.quasis[0] : undefined;
  const expressions = Array.isArray(node.expressions) ? node.expressions : [];
  if (node.type === 'TemplateLiteral' && expressions.length === 0 && isNode(quasi) && isNode(quasi.value)) {
    const { cooked } = quasi.value;
    return typeof cooked === 'string' ? cooked : undefined;
  }
  return undefined;
}

/** Build-relative files a chunk imports: statically, or with import() when `dynamic`. */
function importsOf(file: string, dynamic: boolean): string[] {
  const { program, errors } = parseSync(file, readFileSync(join(buildDir, file), 'utf8'));
  expect(errors, file).toEqual([]);
  const dir = file.slice(0, file.lastIndexOf('/') + 1);
  const types = dynamic
    ? ['ImportExpression']
    : ['ImportDeclaration', 'ExportAllDeclaration', 'ExportNamedDeclaration'];
  const nodes = dynamic ? [...walk(program)] : program.body;
  return (nodes as AstNode[]).flatMap((node) => {
    const source = isNode(node.source) ? literalText(node.source) : undefined;
    return types.includes(node.type ?? '') && typeof source === 'string' && source.startsWith('.')
      ? [new URL(source, `file:///${dir}`).pathname.slice(1)]
      : [];
  });
}

/**
 * The chunk of a language module a page lists on its #root (`words:common`, `content:site`):
 * tools/locale-chunks.ts names them `assets/<locale>/words-common-<hash>.js`.
 */
function languageChunk(locale: (typeof locales)[number], key: string): string {
  const { assets } = localeInfo[locale];
  const prefix = `${key.replace(':', '-')}-`;
  const file = readdirSync(join(buildDir, assets)).find(
    (name) => name.startsWith(prefix) && name.endsWith('.js'),
  );
  if (!file) throw new Error(`no chunk ${assets}${prefix}*.js for ${key}`);
  return `${assets}${file}`;
}

/** A page's entry script, and what its #root lists: the words and content it shows. */
function builtPage(locale: (typeof locales)[number], path = '/') {
  const html = readBuilt(pageFileOf(path, locale));
  const entries = scriptTags(html).flatMap(({ attrs }) =>
    attr(attrs, 'type') === 'module' ? [(attr(attrs, 'src') ?? '').replace(/^\//, '')] : [],
  );
  expect(entries).toHaveLength(1);
  const [entry = ''] = entries;
  const root = /<div id="root" ([^>]*)>/.exec(html)?.[1] ?? '';
  const modules = / data-locale-modules="([^"]*)"/.exec(` ${root}`)?.[1]?.split(' ') ?? [];
  expect(modules, 'the page lists the words and content it shows').toContain('words:common');
  return { entry, modules };
}

/** `roots` and every chunk they import statically, directly or through others. */
function withStaticImports(roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    importsOf(file, false).forEach(visit);
  };
  roots.forEach(visit);
  return [...seen];
}

/** The steps `from` loads with import(), by their chunk's name (`start-app`). */
const stepsOf = (from: readonly string[], name: string) =>
  from.flatMap((file) => importsOf(file, true)).filter((file) => file.startsWith(`assets/${name}-`));

/**
 * What the home page, static (src/lib/app-on-demand.ts), runs before its first tap: the entry and
 * start-on-demand (src/start-up/), each with all it imports statically. The app, the worker's
 * registration and the outbox load later, when something needs them.
 */
function homePageFirstScripts(locale: (typeof locales)[number]): string[] {
  const { entry } = builtPage(locale);
  const entryChunks = withStaticImports([entry]);
  return withStaticImports([...entryChunks, ...stepsOf(entryChunks, 'start-on-demand')]);
}

/**
 * What the booking page runs before its first tap: the entry and start-on-demand, and the form's
 * island (src/start-up/booking-island.tsx) with React's DOM renderer and the words and content the
 * page lists, each with all it imports statically. Not the app: it starts when something needs it.
 */
function bookingPageFirstScripts(locale: (typeof locales)[number]): string[] {
  const { entry, modules } = builtPage(locale, paths.booking);
  const entryChunks = withStaticImports([entry]);
  const onDemand = withStaticImports([...entryChunks, ...stepsOf(entryChunks, 'start-on-demand')]);
  const island = withStaticImports(stepsOf(onDemand, 'booking-island'));
  return withStaticImports([
    ...onDemand,
    ...island,
    ...stepsOf(island, 'dom-renderer'),
    ...modules.map((key) => languageChunk(locale, key)),
  ]);
}

/**
 * The JavaScript the app loads to take a page over, on the home page: the entry, what it and
 * start-app import (src/start-up/) and the words and content its #root lists, each with all it
 * imports statically. Not the home page's own chunk: a static page keeps its prerendered HTML
 * (src/components/prerendered-part.tsx). Later, optional loads (service-worker registration, the
 * outbox) are not.
 */
function appStartScripts(locale: (typeof locales)[number]): string[] {
  const { entry, modules } = builtPage(locale);
  // The entry imports start-app (and fetches the app ahead), and start-app the style system and
  // the app in steps; the route table's imports of the other pages, every language module, and
  // what the app itself imports later, load only when asked for.
  const startChain = withStaticImports([entry]);
  const steps = stepsOf(startChain, 'start-app')
    .flatMap((file) => importsOf(file, true))
    .filter((file) => !/-page-/.test(file) && localeOfFile(file) === undefined);
  return withStaticImports([
    ...startChain,
    ...stepsOf(startChain, 'start-app'),
    ...steps,
    ...modules.map((key) => languageChunk(locale, key)),
  ]);
}

const gzipBytes = (file: string) => gzipSync(readFileSync(join(buildDir, file))).byteLength;

describe('budgets, on a build of the launch content', () => {
  it.each(pagesIn(buildDir))(`%s stays within ${kb(pageHtmlBudget)} gzip, the first round trip`, (file) => {
    const html = readBuilt(file);
    // A page that links a stylesheet (the course pages share one) paints only once it arrived too.
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map(
      ([, href = '']) => href,
    );
    const bytes = [html, ...sheets.map((sheet) => readBuilt(sheet))].reduce(
      (sum, text) => sum + gzipSync(text, { level: serverGzipLevel }).byteLength,
      0,
    );
    console.info(`${file}: ${kb(bytes)} gzip${sheets.length > 0 ? ' with its stylesheet' : ''}`);
    expect(bytes).toBeLessThanOrEqual(pageHtmlBudget);
  });

  it('keeps each language to its own chunks: none that every reader loads imports one statically', () => {
    // A static import of a language's chunk would make every reader download it, and a reader of
    // the other language offline would miss it (it is in its language's pack, not the precache).
    const shared = readdirSync(join(buildDir, 'assets'), { recursive: true, encoding: 'utf8' })
      .map((name) => `assets/${name}`)
      .filter((file) => file.endsWith('.js') && localeOfFile(file) === undefined);
    expect(shared.length).toBeGreaterThan(0);
    const reachingIn = shared.flatMap((file) =>
      importsOf(file, false)
        .filter((target) => localeOfFile(target) !== undefined)
        .map((target) => `${file} -> ${target}`),
    );
    expect(reachingIn).toEqual([]);
  });

  it.each(locales)(
    `the home page (%s) runs at most ${kb(homeFirstJsBudget)} gzip of JavaScript before its first tap, and no React`,
    (locale) => {
      const files = homePageFirstScripts(locale);
      expect(files.some((file) => file.startsWith('assets/start-on-demand-'))).toBe(true);
      const react = files.filter((file) => readBuilt(file).includes('react.transitional.element'));
      expect(react, 'a chunk with React in it').toEqual([]);
      const total = files.reduce((sum, file) => sum + gzipBytes(file), 0);
      console.info(`home page JS before the first tap (${locale}): ${files.length} files, ${kb(total)} gzip`);
      expect(total).toBeLessThanOrEqual(homeFirstJsBudget);
    },
  );

  it.each(locales)(
    `the booking page (%s) runs at most ${kb(bookingFirstJsBudget)} gzip of JavaScript before its first tap, and not the style system nor the outbox`,
    (locale) => {
      const files = bookingPageFirstScripts(locale);
      expect(files.some((file) => file.startsWith('assets/booking-island-'))).toBe(true);
      // The outbox loads once the form has hydrated (src/features/booking/load-outbox.ts).
      expect(files.filter((file) => file.startsWith('assets/outbox-'))).toEqual([]);
      // Emotion's style sheet, which Chakra's style system writes through.
      const styleSystem = files.filter((file) => readBuilt(file).includes('data-emotion'));
      expect(styleSystem, 'a chunk of the style system').toEqual([]);
      const total = files.reduce((sum, file) => sum + gzipBytes(file), 0);
      console.info(
        `booking page JS before the first tap (${locale}): ${files.length} files, ${kb(total)} gzip`,
      );
      expect(total).toBeLessThanOrEqual(bookingFirstJsBudget);
    },
  );

  it.each(locales)(
    `the app's start on the home page (%s) stays within ${kb(homeJsBudget)} gzip, and loads only its own language`,
    (locale) => {
      const files = appStartScripts(locale);
      expect(files.some((file) => file.startsWith('assets/start-app-'))).toBe(true);
      expect(files.filter((file) => /-page-/.test(file))).toEqual([]);
      expect(files.some((file) => localeOfFile(file) === locale)).toBe(true);
      // A page loads the code every language shares and its own language's words and content only.
      expect(files.filter((file) => ![undefined, locale].includes(localeOfFile(file)))).toEqual([]);
      const total = files.reduce((sum, file) => sum + gzipBytes(file), 0);
      console.info(`the app's start (${locale}): ${files.length} files, ${kb(total)} gzip`);
      expect(total).toBeLessThanOrEqual(homeJsBudget);
    },
  );

  it('marks the code the home page runs to start, and no page’s, for compiling as it streams in', () => {
    // V8's compile hint (tools/compile-hints-plugin.ts): on the first line, or V8 does not read it.
    const hinted = (file: string) => readBuilt(file).startsWith('//# allFunctionsCalledOnLoad\n');
    // The words and content are data: nothing there to compile ahead.
    const code = [...homePageFirstScripts('en'), ...appStartScripts('en')].filter(
      (file) => localeOfFile(file) === undefined,
    );
    expect(code.filter((file) => !hinted(file))).toEqual([]);
    const pageChunks = readdirSync(join(buildDir, 'assets')).filter((name) => /-page-.*\.js$/.test(name));
    expect(pageChunks.length).toBeGreaterThan(0);
    expect(pageChunks.filter((name) => hinted(`assets/${name}`))).toEqual([]);
  });

  it.each(locales)(
    `the whole site offline for a reader of %s, the gzip size of every precache entry, stays within ${kb(precacheGzipBudget * 1.1)}, its budget and a tenth`,
    (locale) => {
      const swFile = join(buildDir, 'sw.js');
      expect(existsSync(swFile), 'the build has no sw.js to read the precache list from').toBe(true);
      const sw = readFileSync(swFile, 'utf8');
      const urls = [
        ...new Set([...sw.matchAll(/["']?url["']?\s*:\s*["']([^"']+)["']/g)].map(([, url = '']) => url)),
      ];
      expect(urls).toContain('index.html');
      // What the worker keeps for this reader: what every language shares, and their language's pack.
      const own = urls.filter((url) => [undefined, locale].includes(localeOfFile(url)));
      expect(own).toContain(pageFileOf('/', locale));
      const total = own.reduce((sum, url) => sum + gzipBytes(url), 0);
      console.info(`precache (${locale}): ${own.length} entries, ${kb(total)} gzip`);
      expect(total).toBeLessThanOrEqual(precacheGzipBudget * 1.1);
    },
  );
});
