// `npm run bench`: builds the site, serves the production build with `vite preview` as it is
// deployed (tools/served-as-deployed-plugin.ts: the deploy rules' caching, compressed), and runs
// Lighthouse (mobile, default simulated throttling) on every route and on a plain HTML page of
// similar text (the floor), taking the median of a few runs each. Prints a table and writes JSON
// to bench-results/. Options by env: BUILD_DIR (default dist), BENCH_PORT (4180), BENCH_RUNS (3),
// BENCH_SKIP_BUILD=1 to measure an existing build, BENCH_ROUTES to choose the paths, BENCH_BASE_DIR
// to measure a second build in the same run (a pass of every URL of one, then of the other, the
// order swapped each pass: docs/testing.md). Chromium: the one the tests use
// (scripts/test-tools.mjs: CHROMIUM_PATH, else Playwright's, else the system's).
// `npm run bench -- --phone` runs the phone profile instead (scripts/bench-phone.mjs).
// `BENCH_PHOTOS=1 npm run bench` (or `-- --photos`) measures a build of a copy of content/ with five
// phone photos (scripts/photo-build.mjs) in a temporary folder (BUILD_DIR to keep it): the pages
// that show them, and the pictures a phone downloads on its first view (scripts/bench-first-view.mjs).
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { formatFirstView, measureFirstView } from './bench-first-view.mjs';
import {
  benchBuilds,
  figures,
  formatTable,
  inTurn,
  median,
  medianFigures,
  missedTargets,
  pageKindRoutes,
  servePreviews,
  stopPreviews,
  targets,
} from './bench-report.mjs';
import { buildSite, writePhotoContent } from './photo-build.mjs';
import { chromiumFlags, findChromium, waitForServer } from './test-tools.mjs';

if (process.argv.includes('--phone')) {
  await import('./bench-phone.mjs');
  process.exit(0);
}

const photos = Boolean(process.env.BENCH_PHOTOS) || process.argv.includes('--photos');
if (photos && process.env.BENCH_SKIP_BUILD && !process.env.BUILD_DIR) {
  console.error('BENCH_SKIP_BUILD with photos measures a kept photo build: name it with BUILD_DIR.');
  process.exit(1);
}
const work = photos ? await mkdtemp(join(tmpdir(), 'kilele-bench-photos-')) : undefined;
const buildDir = resolve(process.env.BUILD_DIR ?? (work ? join(work, 'dist') : 'dist'));
const port = Number(process.env.BENCH_PORT ?? 4180);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = findChromium()?.path;
if (!chromePath) {
  console.error(
    'No Chromium: run `node scripts/setup-test-env.mjs` (it installs one or says how), or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
const floorFile = '__bench-floor.html';

const notFoundPath = '/no-such-page';

if (!process.env.BENCH_SKIP_BUILD) {
  const contentDir = work ? join(work, 'content') : (process.env.CONTENT_DIR ?? 'content');
  if (work) await writePhotoContent(contentDir);
  const build = buildSite({ contentDir: resolve(contentDir), buildDir, echo: true });
  if (build.status !== 0) {
    if (work) await rm(work, { recursive: true, force: true });
    process.exit(build.status ?? 1);
  }
}

// Every page kind in every language; BENCH_ROUTES (comma-separated paths) measures only those
// instead, e.g. BENCH_ROUTES=/courses/web-development. With photos: the pages that show them (the
// home hero and two course cards, the course list's cards, the community and about pages).
const routes = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(',')
  : photos
    ? ['/', '/courses', '/community', '/about']
    : await pageKindRoutes(buildDir);

const dirs = benchBuilds(buildDir);
// Before the floor's copies: a certificate openssl cannot make leaves nothing in the builds.
const tlsDir = await localCertificate();
// The floor is served by the same server from the same directory, for this run only.
for (const { dir } of dirs) await copyFile(resolve('scripts/bench-floor.html'), join(dir, floorFile));
const builds = servePreviews(dirs, port, { tlsDir });
let chrome;

try {
  for (const { origin } of builds) await waitForServer(`${origin}/`);
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumFlags, ...(tlsDir ? ['--ignore-certificate-errors'] : [])],
  });

  // Round robin, not route by route: a burst of load on a shared machine then hits every URL alike.
  const targetsToMeasure = [
    { path: `/${floorFile}`, label: 'floor (plain HTML)', settings: {} },
    ...routes.map((route) => ({ path: route, label: route, settings: {} })),
    // The not-found page answers 404 on purpose; Lighthouse would otherwise refuse to score it.
    // It shows no picture, so the photo bench leaves it out.
    ...(photos
      ? []
      : [
          {
            path: notFoundPath,
            label: `${notFoundPath} (404)`,
            settings: { ignoreStatusCode: true },
            notFound: true,
          },
        ]),
  ];
  const results = new Map(
    builds.map(({ name }) => [name, new Map(targetsToMeasure.map(({ path }) => [path, []]))]),
  );
  // Build by build within a pass, not URL by URL: Lighthouse resets only the origin it audits, and
  // the worker the other build's page had just registered went on installing through the next run
  // (a build whose own worker came too late to count read 600-900 ms TBT after each such run, the
  // other 23-500). An untimed run of the floor takes the one crossing of each pass. The passes
  // swap which build goes first, so the machine's drift still falls on both.
  for (let i = 0; i < runs; i++) {
    for (const { name, origin } of inTurn(builds, i)) {
      // A trace Lighthouse could not record twice over costs that run, not the whole bench: the
      // median is then of the runs that were recorded, and a route with none is left out of the table.
      const recorded = (path, settings, run) =>
        lighthouseRun(`${origin}${path}`, settings).catch((error) => {
          process.stderr.write(`${run}: left out, ${error.message}\n`);
        });
      if (builds.length > 1) await recorded(`/${floorFile}`, {}, `  crossing ${i + 1}/${runs} ${name}`);
      for (const { path, settings } of targetsToMeasure) {
        const run = `  run ${i + 1}/${runs} ${name} ${path}`;
        const result = await recorded(path, settings, run);
        if (!result) continue;
        results.get(name).get(path).push(result);
        process.stderr.write(`${run}: LCP ${Math.round(result.lcpMs)} ms\n`);
      }
    }
  }
  /** Each URL's medians, the LCP as a ratio to the floor's in the same build's runs. */
  const rowsOf = (name) => {
    const floorRuns = results.get(name).get(`/${floorFile}`);
    if (floorRuns.length === 0) throw new Error(`${name}: no run of the floor recorded, so no LCP ratio`);
    const floor = medianFigures(floorRuns);
    const measured = targetsToMeasure.filter(({ path }) => results.get(name).get(path).length > 0);
    for (const { label } of targetsToMeasure.filter((target) => !measured.includes(target)))
      console.log(`${name} ${label}: no run recorded, left out`);
    return measured.map(({ path, label, notFound = false }) => {
      const row = { route: label, ...medianFigures(results.get(name).get(path)), lcpRatio: 0 };
      row.lcpRatio = row.lcpMs / floor.lcpMs;
      return path === `/${floorFile}` ? row : { ...row, missed: missedTargets(row, { notFound }) };
    });
  };
  const [rows, ...baseRows] = builds.map(({ name }) => rowsOf(name));

  const { origin } = builds[0];
  const firstView = photos ? await measureFirstView({ chromePath, origin, routes }) : undefined;

  const machine = (buildRows) =>
    `Lighthouse's benchmark index of this machine: ${Math.round(median(buildRows.map((row) => row.benchmarkIndex)))}`;
  // The base first: the head's table, and whether it meets the targets, stay the last lines.
  if (baseRows[0])
    console.log(
      `\nbase: ${builds[1].dir}, in the same run\n\n${formatTable(baseRows[0])}\n${machine(baseRows[0])}`,
    );
  console.log(
    `\nLighthouse ${runs}x per URL, median; mobile, simulated throttling; ${buildDir}${photos ? '; build with five photos' : ''}\n`,
  );
  console.log(`${formatTable(rows)}\n${machine(rows)}`);
  const failing = rows.filter((row) => row.missed?.length);
  for (const row of rows.filter((r) => r.notMet.length))
    console.log(`${row.route}: audits not met: ${row.notMet.join(', ')}`);
  // With photos, every route's: whether a photo is the largest paint, and where the bytes went.
  for (const row of rows.filter((r) => photos || r.missed?.some((target) => target.startsWith('LCP')))) {
    console.log(`${row.route}: largest paint: ${row.lcpElements.join(' | ')}`);
    if (photos) console.log(`  heaviest transfers: ${row.heaviest.join(', ')}`);
  }
  console.log(
    failing.length
      ? `\n${failing.length} route(s) miss a target (timings depend on the machine and its load; see the JSON).`
      : '\nEvery route meets every target.',
  );
  if (firstView) console.log(`\n${formatFirstView(firstView)}`);

  await mkdir('bench-results', { recursive: true });
  const kind = photos ? 'photos' : 'bench';
  const report = {
    date: new Date().toISOString(),
    runs,
    targets,
    rows,
    ...(baseRows[0] ? { base: { dir: builds[1].dir, rows: baseRows[0] } } : {}),
    ...(firstView ? { firstView } : {}),
  };
  const file = join('bench-results', `${kind}-${report.date.replace(/[:.]/g, '-')}.json`);
  await writeFile(file, JSON.stringify(report, null, 2));
  await writeFile(
    join('bench-results', photos ? 'photos-latest.json' : 'latest.json'),
    JSON.stringify(report, null, 2),
  );
  console.log(`Wrote ${file}`);
} finally {
  await chrome?.kill();
  stopPreviews(builds);
  for (const { dir } of builds) await rm(join(dir, floorFile), { force: true });
  if (tlsDir) await rm(tlsDir, { recursive: true, force: true });
  // The photos' content copy, and their build unless BUILD_DIR put it elsewhere to keep it.
  if (work) await rm(work, { recursive: true, force: true });
}

/**
 * One Lighthouse run of one path, reduced to the figures the table shows. A run whose trace failed
 * (NO_NAVSTART and the like: Lighthouse's own "run again") is run once more, not the whole bench.
 */
async function lighthouseRun(url, settings, again = true) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    logLevel: 'error',
    output: 'json',
    ...settings,
  });
  if (!lhr.runtimeError) return figures(lhr);
  const failure = `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
  if (!again) throw new Error(failure);
  process.stderr.write(`  ${failure}; once more\n`);
  return lighthouseRun(url, settings, false);
}

/**
 * A self-signed certificate for localhost in a new temporary folder, for this run only (openssl):
 * the site is only ever served over HTTPS, and Cloudflare Pages over HTTP/2 or 3. Served over plain
 * HTTP/1.1, every request in parallel took a connection of its own, and Lighthouse's simulation
 * charged each one a handshake that a visitor of the deployed site does not pay. BENCH_HTTP1=1
 * measures over plain HTTP/1.1 instead, as this bench did before. (The phone bench stays on it: CDP's
 * throttling adds its latency per request and models no handshake.)
 */
async function localCertificate() {
  if (process.env.BENCH_HTTP1) return undefined;
  const dir = await mkdtemp(join(tmpdir(), 'kilele-bench-tls-'));
  const request =
    'req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost -addext subjectAltName=DNS:localhost';
  const made = spawnSync(
    'openssl',
    [...request.split(' '), '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (made.status === 0) return dir;
  await rm(dir, { recursive: true, force: true });
  throw new Error('openssl could not make a certificate for localhost (BENCH_HTTP1=1 measures without one)');
}
