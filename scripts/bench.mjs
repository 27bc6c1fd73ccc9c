// `npm run bench`: Lighthouse (mobile, simulated throttling) on every route of the build served as
// deployed, and on a plain HTML floor page; the median of a few runs each, as a table and JSON in
// bench-results/ (docs/testing.md). Env: BUILD_DIR (dist), BENCH_PORT (4180), BENCH_RUNS (3),
// BENCH_SKIP_BUILD=1, BENCH_ROUTES, BENCH_BASE_DIR (a second build in the same run). `-- --phone`:
// scripts/bench-phone.mjs instead. `BENCH_PHOTOS=1` (or `-- --photos`): a build of content/ with five
// phone photos (scripts/photo-build.mjs), and the pictures of a first view (scripts/bench-first-view.mjs).
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { formatFirstView, measureFirstView } from './bench-first-view.mjs';
import {
  benchBuilds,
  benchChromium,
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
import { chromiumFlags, waitForServer } from './test-tools.mjs';

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
const chromePath = benchChromium();
const floorFile = '__bench-floor.html';

if (!process.env.BENCH_SKIP_BUILD) {
  const contentDir = work ? join(work, 'content') : (process.env.CONTENT_DIR ?? 'content');
  if (work) await writePhotoContent(contentDir);
  const build = buildSite({ contentDir: resolve(contentDir), buildDir, echo: true });
  if (build.status !== 0) {
    if (work) await rm(work, { recursive: true, force: true });
    process.exit(build.status ?? 1);
  }
}

// With photos: the pages that show them.
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
    { path: `/${floorFile}`, label: 'floor (plain HTML)' },
    ...routes.map((route) => ({ path: route, label: route })),
    // The not-found page answers 404 on purpose; Lighthouse would otherwise refuse to score it.
    // It shows no picture, so the photo bench leaves it out.
    {
      path: '/no-such-page',
      label: '/no-such-page (404)',
      settings: { ignoreStatusCode: true },
      notFound: true,
    },
  ].filter(({ notFound }) => !(photos && notFound));
  const results = new Map(
    builds.map(({ name }) => [name, new Map(targetsToMeasure.map(({ path }) => [path, []]))]),
  );
  // Build by build within a pass: Lighthouse resets only the origin it audits, and the other build's
  // worker would go on installing through the next run. An untimed floor run takes each crossing.
  for (let i = 0; i < runs; i++) {
    for (const { name, origin } of inTurn(builds, i)) {
      // A trace Lighthouse could not record twice over costs that run (a route with none is left
      // out), not the whole bench.
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

  const firstView = photos && (await measureFirstView({ chromePath, origin: builds[0].origin, routes }));

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
  const json = JSON.stringify(report, null, 2);
  await writeFile(file, json);
  await writeFile(join('bench-results', photos ? 'photos-latest.json' : 'latest.json'), json);
  console.log(`Wrote ${file}`);
} finally {
  await chrome?.kill();
  stopPreviews(builds);
  for (const { dir } of builds) await rm(join(dir, floorFile), { force: true });
  if (tlsDir) await rm(tlsDir, { recursive: true, force: true });
  // The photos' content copy, and their build unless BUILD_DIR put it elsewhere to keep it.
  if (work) await rm(work, { recursive: true, force: true });
}

/** One Lighthouse run's figures; a failed trace (NO_NAVSTART and the like, "run again") runs once more. */
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
 * A self-signed certificate for localhost, for this run only: the hosts serve HTTP/2, and over HTTP/1.1
 * Lighthouse charges each parallel connection a handshake no visitor pays. BENCH_HTTP1=1 goes without.
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
