// What the benches share (docs/testing.md), and scripts/bench.mjs's targets and table. Timings vary
// by run and machine: the benches report them, never fail on them.
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { runnerImport } from 'vite';
import { findChromium } from './test-tools.mjs';

/** The phone benches' phone: a low-end Android on slow 4G (BENCH_CPU, BENCH_RTT, BENCH_DOWN_KBPS). */
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

// The build measured ('head') and, with BENCH_BASE_DIR, a 'base' in the same run: two separate
// passes of one build differ by more than most changes move a route.
export const benchBuilds = (buildDir) => [
  { name: 'head', dir: buildDir },
  ...(process.env.BENCH_BASE_DIR ? [{ name: 'base', dir: resolve(process.env.BENCH_BASE_DIR) }] : []),
];

/**
 * Serves each build with `vite preview` from `port` on, adding its `origin` and `server`. Its files
 * must be in place first (the preview lists them as it starts). With `tlsDir`, HTTPS and so HTTP/2.
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

/** Writes into `dir`, before it is served, each route's page without its scripts; returns their remover. */
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
export const siteModule = async (file) =>
  (await runnerImport(resolve(file), { configFile: false, logLevel: 'silent' })).module;

/** Every page kind in every language; course pages share a template, so the build's first stands for all. */
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

/** Which page a route is (a key of `paths`, or `course`), whatever its language prefix or slug. */
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

export function figures(lhr) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const lcpNode = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
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
    // The simulation scales the tasks it saw by the CPU slowdown, so TBT follows this machine's speed.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    // The first thing to look at when LCP is slow.
    lcpElement: lcpNode ? `${lcpNode.nodeLabel ?? ''} ${lcpNode.snippet ?? ''}`.trim() : 'unknown',
    // Where the KB went.
    heaviest: (lhr.audits['total-byte-weight']?.details?.items ?? [])
      .slice(0, 6)
      .map((item) => `${(item.totalBytes / 1024).toFixed(1)} KiB ${new URL(item.url).pathname}`),
    // The browser logs a console error for a page served with an error status: on the not-found
    // page (404 on purpose) that alone is expected, any other console error is not.
    onlyOwnStatusLogged: (lhr.audits['errors-in-console'].details?.items ?? []).every(
      (item) => item.sourceLocation?.url === lhr.finalDisplayedUrl && /status of 404/.test(item.description),
    ),
    // Why a score other than performance is below 1.
    notMet: ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      lhr.categories[category].auditRefs
        .filter(({ id, weight }) => weight > 0 && lhr.audits[id].score !== null && lhr.audits[id].score < 1)
        .map(({ id }) => `${category}/${id}`),
    ),
  };
}

/** The median; NaN for none. */
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

/** The targets a route misses; neither SEO nor its own 404's console error apply to the not-found page. */
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

export function formatTable(rows) {
  const cells = [
    columns.map(([title]) => title),
    ...rows.map((row) => columns.map(([, cell]) => String(cell(row)))),
  ];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  const line = (values) =>
    values.map((value, i) => (i === 0 ? value.padEnd(widths[i]) : value.padStart(widths[i]))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join('\n');
}

/** The Chromium the tests use (scripts/test-tools.mjs); a bench stops without one. */
export function benchChromium() {
  const chromePath = findChromium()?.path;
  if (chromePath) return chromePath;
  console.error(
    'No Chromium: run `node scripts/setup-test-env.mjs` (it installs one or says how), or set CHROMIUM_PATH.',
  );
  process.exit(1);
}

/** `npm run build` into `buildDir` unless BENCH_SKIP_BUILD: before runnerImport, which sets NODE_ENV. */
export function buildUnlessSkipped(buildDir) {
  if (process.env.BENCH_SKIP_BUILD) return;
  const build = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
