// Targets and the printed table for scripts/bench.mjs, and what the benches share: the phone
// profile, the median, the report file, the builds compared and their servers. Timings vary from run to run and machine to machine: the
// bench reports them, it never fails a test on them.
import { spawn } from 'node:child_process';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { runnerImport } from 'vite';

/**
 * The phone both phone benches emulate (bench-phone.mjs, bench-language-switch.mjs): a low-end
 * Android on slow 4G. BENCH_CPU, BENCH_RTT and BENCH_DOWN_KBPS change it.
 */
export const phoneProfile = {
  cpuRate: Number(process.env.BENCH_CPU ?? 4),
  rttMs: Number(process.env.BENCH_RTT ?? 150),
  downKbps: Number(process.env.BENCH_DOWN_KBPS ?? 1600),
};

/** Writes a phone bench's report to bench-results/<name>-latest.json, with the date and the profile. */
export async function writeLatestReport(name, fields) {
  const file = join('bench-results', `${name}-latest.json`);
  await mkdir('bench-results', { recursive: true });
  const report = { date: new Date().toISOString(), profile: phoneProfile, ...fields };
  await writeFile(file, JSON.stringify(report, null, 2));
  console.log(`Wrote ${file}`);
}

/**
 * The build a bench measures ('head', `buildDir`) and, with BENCH_BASE_DIR, the one it compares
 * it with ('base') in the same run: run one after the other, two passes of the same build on one
 * machine differ by more than most changes move a route (docs/testing.md).
 */
export const benchBuilds = (buildDir) => [
  { name: 'head', dir: buildDir },
  ...(process.env.BENCH_BASE_DIR ? [{ name: 'base', dir: resolve(process.env.BENCH_BASE_DIR) }] : []),
];

/**
 * Serves each build as deployed (`vite preview`), on ports from `port` on; each gains its `origin`
 * and its `server`, for stopPreviews. What a build directory holds must be there before: the
 * preview lists its files as it starts. With `tlsDir` (a folder holding cert.pem and key.pem), over
 * HTTPS, where the preview speaks HTTP/2 as the hosts do (vite.config.ts).
 */
export const servePreviews = (builds, port, { tlsDir } = {}) =>
  builds.map((build, index) => ({
    ...build,
    origin: `${tlsDir ? 'https' : 'http'}://localhost:${port + index}`,
    server: spawn(
      'npx',
      ['vite', 'preview', '--outDir', build.dir, '--port', String(port + index), '--strictPort'],
      // Its own process group, which stopPreviews ends with the server npx started.
      {
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
        env: tlsDir ? { ...process.env, PREVIEW_TLS_DIR: tlsDir } : process.env,
      },
    ),
  }));

export function stopPreviews(builds) {
  for (const { server } of builds) process.kill(-server.pid, 'SIGTERM');
}

/** The file of a copy of `route`'s page with its scripts taken out (writeNoScriptCopies). */
export const noScriptFile = (route) =>
  `__bench-no-script${route === '/' ? '-home' : route.replaceAll('/', '-')}.html`;

/**
 * Writes, into the build `dir`, a copy of each route's page without its module script: the page's
 * own parsing, styles and layout, the floor no script of ours can go below. Before the build is
 * served (the preview lists its files as it starts); returns what removes them.
 */
export async function writeNoScriptCopies(dir, routes) {
  for (const route of routes) {
    const html = await readFile(join(dir, `${route === '/' ? 'index' : route.slice(1)}.html`), 'utf8');
    const withoutScripts = html.replace(
      /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g,
      '',
    );
    if (withoutScripts === html) throw new Error(`${route}: no module script found to take out`);
    await writeFile(join(dir, noScriptFile(route)), withoutScripts);
  }
  return () => Promise.all(routes.map((route) => rm(join(dir, noScriptFile(route)), { force: true })));
}

/** The builds in the order run `run` visits each route: swapped every run, so drift falls on both alike. */
export const inTurn = (builds, run) => (run % 2 ? [...builds].reverse() : builds);

/** A TypeScript module of the site, read through Vite (which sets NODE_ENV: build before this). */
const siteModule = async (file) =>
  (await runnerImport(resolve(file), { configFile: false, logLevel: 'silent' })).module;

/**
 * Every page kind once, each in every language, its twins after it, by the site's own table of
 * pages and address helper: the course pages share one template, so the first the build in
 * `buildDir` made stands for them all (whichever courses the staff list).
 */
export async function pageKindRoutes(buildDir) {
  const { locales, localizedPath } = await siteModule('src/config/locales.ts');
  const { paths, coursePath } = await siteModule('src/config/paths.ts');
  const [home, ...otherPages] = Object.values(paths);
  const [coursePage] = (await readdir(join(buildDir, 'courses')))
    .filter((name) => name.endsWith('.html'))
    .sort();
  return [
    home,
    ...(coursePage ? [coursePath(coursePage.replace(/\.html$/, ''))] : []),
    ...otherPages,
  ].flatMap((path) => locales.map((locale) => localizedPath(path, locale)));
}

/**
 * Which page `route` is, by the site's own table of pages (a key of `paths`, as `booking`), or
 * `course` for a course's page: whatever its language prefix or a course's slug.
 */
export async function pageKindOf() {
  const { unlocalizedPath } = await siteModule('src/config/locales.ts');
  const { paths } = await siteModule('src/config/paths.ts');
  const kinds = new Map(Object.entries(paths).map(([kind, path]) => [path, kind]));
  return (route) => kinds.get(unlocalizedPath(new URL(route, 'http://localhost').pathname)) ?? 'course';
}

/** The targets per route: issue 48's where it set one (performance, LCP to the floor, TBT), else issue 5's. */
export const targets = {
  performance: 0.99,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs: 1000,
  lcpRatio: 1.3,
  tbtMs: 50,
  cls: 0,
};

/**
 * Pictures a phone (390 px, DPR 2) downloads on its first view of the home page, in bytes: a
 * photo hero must not cost a metered visitor more than this (scripts/bench-first-view.mjs).
 */
export const firstViewPictureTarget = 250 * 1000;

/** The figures of one Lighthouse result. */
export function figures(lhr) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    bestPractices: lhr.categories['best-practices'].score,
    seo: lhr.categories.seo.score,
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    // How fast this machine ran Lighthouse's own CPU test: the simulation multiplies the tasks it
    // saw by the CPU slowdown, so TBT follows it, the plain-HTML floor's too.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    // What the largest paint was (a picture, a heading): the first thing to look at when LCP is slow.
    lcpElement: lcpElementOf(lhr),
    // The biggest transfers (Lighthouse lists the top ones), to say where the KB went.
    heaviest: (lhr.audits['total-byte-weight']?.details?.items ?? [])
      .slice(0, 6)
      .map((item) => `${(item.totalBytes / 1024).toFixed(1)} KiB ${new URL(item.url).pathname}`),
    // The browser logs a console error for a page served with an error status: on the not-found
    // page (404 on purpose) that alone is expected, any other console error is not.
    onlyOwnStatusLogged: (lhr.audits['errors-in-console'].details?.items ?? []).every(
      (item) => item.sourceLocation?.url === lhr.finalDisplayedUrl && /status of 404/.test(item.description),
    ),
    // Audits that cost points in the scored categories other than performance, to say why a score is below 1.
    notMet: ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      lhr.categories[category].auditRefs
        .filter(({ id, weight }) => weight > 0 && lhr.audits[id].score !== null && lhr.audits[id].score < 1)
        .map(({ id }) => `${category}/${id}`),
    ),
  };
}

function lcpElementOf(lhr) {
  const [table] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = table?.items?.[0]?.node;
  return node ? `${node.nodeLabel ?? ''} ${node.snippet ?? ''}`.trim() : 'unknown';
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The median of each figure over several runs of one URL. */
export function medianFigures(runs) {
  const numericKeys = Object.keys(runs[0]).filter((key) => typeof runs[0][key] === 'number');
  return {
    ...Object.fromEntries(numericKeys.map((key) => [key, median(runs.map((run) => run[key]))])),
    notMet: [...new Set(runs.flatMap((run) => run.notMet))],
    lcpElements: [...new Set(runs.map((run) => run.lcpElement))],
    heaviest: runs[0].heaviest,
    onlyOwnStatusLogged: runs.every((run) => run.onlyOwnStatusLogged),
  };
}

/**
 * The targets a route misses. The not-found page asks not to be indexed and answers 404, so SEO
 * does not apply to it, nor the console error the browser logs for its status.
 */
export function missedTargets(row, { notFound }) {
  const missed = [];
  if (row.performance < targets.performance) missed.push('perf');
  if (row.accessibility < targets.accessibility) missed.push('a11y');
  const onlyExpectedConsoleError =
    notFound &&
    row.onlyOwnStatusLogged &&
    row.notMet
      .filter((id) => id.startsWith('best-practices/'))
      .every((id) => id === 'best-practices/errors-in-console');
  if (row.bestPractices < targets.bestPractices && !onlyExpectedConsoleError) missed.push('BP');
  if (!notFound && row.seo < targets.seo) missed.push('SEO');
  if (row.lcpMs > targets.lcpMs) missed.push('LCP');
  if (row.lcpRatio > targets.lcpRatio) missed.push('LCP ratio');
  if (row.tbtMs > targets.tbtMs) missed.push('TBT');
  if (row.cls > targets.cls) missed.push('CLS');
  return missed;
}

const columns = [
  ['route', (r) => r.route],
  ['perf', (r) => r.performance.toFixed(2)],
  ['a11y', (r) => r.accessibility.toFixed(2)],
  ['BP', (r) => r.bestPractices.toFixed(2)],
  ['SEO', (r) => r.seo.toFixed(2)],
  ['LCP ms', (r) => Math.round(r.lcpMs)],
  ['FCP ms', (r) => Math.round(r.fcpMs)],
  ['TBT ms', (r) => Math.round(r.tbtMs)],
  ['CLS', (r) => r.cls.toFixed(3)],
  ['KB', (r) => (r.bytes / 1024).toFixed(1)],
  ['LCP/floor', (r) => r.lcpRatio.toFixed(2)],
  [
    'targets',
    (r) => (r.missed === undefined ? '(floor)' : r.missed.length ? `FAIL ${r.missed.join(', ')}` : 'pass'),
  ],
];

/** A plain-text table of the rows, one line per route. */
export function formatTable(rows) {
  const cells = [
    columns.map(([title]) => title),
    ...rows.map((row) => columns.map(([, cell]) => String(cell(row)))),
  ];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  const line = (values) =>
    values.map((value, i) => (i === 0 ? value.padEnd(widths[i]) : value.padStart(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join(
    '\n',
  );
}
