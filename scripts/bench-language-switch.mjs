// `npm run bench:switch`: how long a reader on the phone profile waits, after tapping the language
// link, until both languages open offline, and what the switch downloads. A first visit in one
// language (the worker installs that language), then the tap; "both offline" is when the worker's
// pack of the chosen language holds every file of it (src/sw/language-packs.ts). The page's CPU is
// slowed 4x through CDP; the network is slowed for the page and the worker alike by a proxy in
// front of the server (a round trip before each answer, one shared downlink), since CDP's network
// emulation does not reach a service worker's own requests. `vite preview` serves as deployed
// (tools/served-as-deployed-plugin.ts): the rules' caching, and compressed, so the link carries
// what a phone's would.
// Options by env: BUILD_DIR (dist), BENCH_PORT (4182), BENCH_SWITCH_RUNS (3), BENCH_SKIP_BUILD=1,
// BENCH_CPU (4), BENCH_RTT (150), BENCH_DOWN_KBPS (1600), as `npm run bench -- --phone` has them.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { runnerImport } from 'vite';
import { median, phoneProfile, servePreviews, stopPreviews, writeLatestReport } from './bench-report.mjs';
import { chromiumFlags, findChromium, waitForServer } from './test-tools.mjs';

/* global caches */

const root = process.cwd();
const buildDir = resolve(process.env.BUILD_DIR ?? 'dist');
const serverPort = Number(process.env.BENCH_PORT ?? 4182);
const proxyPort = serverPort + 1;
const runs = Number(process.env.BENCH_SWITCH_RUNS ?? 3);
const { cpuRate, rttMs, downKbps } = phoneProfile;
const chromePath = findChromium()?.path;
if (!chromePath) {
  console.error('No Chromium: run `node scripts/setup-test-env.mjs`, or set CHROMIUM_PATH.');
  process.exit(1);
}

if (!process.env.BENCH_SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The language records, as the worker reads them: which build files are a language's pack.
const quiet = { configFile: false, root, logLevel: 'silent' };
const { module: locales } = await runnerImport(join(root, 'src/config/locales.ts'), quiet);
const sw = readFileSync(join(buildDir, 'sw.js'), 'utf8');
const precached = [
  ...new Set([...sw.matchAll(/["']?url["']?\s*:\s*["']([^"']+)["']/g)].map(([, url]) => url)),
];
const packSize = (locale) => precached.filter((file) => locales.localeOfFile(file) === locale).length;

const served = servePreviews([{ name: 'head', dir: buildDir }], serverPort);

/**
 * The slow link: each answer starts a round trip late, and all of them share one downlink, each
 * answer arriving whole once the link has carried it and what was queued before it.
 */
let bytesDown = 0;
let linkFreeAt = 0;
const bytesPerMs = (downKbps * 1000) / 8 / 1000;
let tappedAt = 0;
const proxy = createServer((incoming, outgoing) => {
  if (process.env.BENCH_DEBUG && tappedAt)
    process.stderr.write(`  +${Date.now() - tappedAt} ms ${incoming.url}\n`);
  setTimeout(() => {
    const upstream = request(
      { port: serverPort, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          bytesDown += body.length;
          linkFreeAt = Math.max(Date.now(), linkFreeAt) + body.length / bytesPerMs;
          setTimeout(() => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            outgoing.end(body);
          }, linkFreeAt - Date.now());
        });
      },
    );
    upstream.on('error', () => outgoing.destroy());
    upstream.end();
  }, rttMs);
});
proxy.listen(proxyPort);
const origin = `http://localhost:${proxyPort}`;

let browser;
try {
  await waitForServer(`http://localhost:${serverPort}/`);
  browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
  const rows = [];
  for (const [from, to] of [
    ['en', 'sw'],
    ['sw', 'en'],
  ]) {
    const samples = [];
    for (let run = 0; run < runs; run++) samples.push(await measure(from, to));
    rows.push({
      from,
      to,
      files: packSize(to),
      waitMs: samples.map((sample) => sample.waitMs),
      kb: samples.map((sample) => sample.kb),
    });
    process.stderr.write(
      `  ${from} -> ${to}: ${samples.map((s) => `${s.waitMs} ms, ${s.kb} KB`).join('; ')}\n`,
    );
  }
  console.log(`\nPhone profile: ${cpuRate}x CPU, ${rttMs} ms RTT, ${downKbps} kbps; ${runs} run(s)\n`);
  console.log('| switch | files | tap to both offline, median (min-max) | downloaded, median |');
  console.log('|---|---:|---:|---:|');
  for (const row of rows)
    console.log(
      `| ${row.from} -> ${row.to} | ${row.files} | ${median(row.waitMs)} ms (${Math.min(...row.waitMs)}-${Math.max(...row.waitMs)}) | ${median(row.kb)} KB |`,
    );
  await writeLatestReport('switch', { runs, rows });
} finally {
  await browser?.close();
  proxy.close();
  stopPreviews(served);
}

/** One reader: a first visit in `from` until its language is on the device, then the tap to `to`. */
async function measure(from, to) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  page.on('crash', () => process.stderr.write('  the page crashed\n'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const kept = (locale) =>
    page.evaluate(
      async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).length : 0),
      `language-${locale}`,
    );
  /** Until the worker has installed (every file every language shares) and controls the page. */
  const waitForWorker = () =>
    page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise((done) =>
        navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }),
      );
    });
  const waitForPack = async (locale) => {
    const deadline = Date.now() + 120_000;
    for (let count = await kept(locale); count < packSize(locale); count = await kept(locale)) {
      if (Date.now() > deadline) {
        const state = await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return {
            active: registration?.active?.state,
            installing: registration?.installing?.state,
            waiting: registration?.waiting?.state,
            controlled: Boolean(navigator.serviceWorker.controller),
            caches: await caches.keys(),
          };
        });
        throw new Error(
          `${locale}: ${count} of ${packSize(locale)} files after 2 minutes ${JSON.stringify(state)}`,
        );
      }
      await page.waitForTimeout(100);
    }
  };
  try {
    await page.goto(`${origin}${locales.localizedPath('/', from)}`);
    await waitForWorker();
    await waitForPack(from);
    const bytesBefore = bytesDown;
    const tapped = Date.now();
    tappedAt = tapped;
    await page.getByRole('banner').getByRole('link', { name: locales.localeInfo[to].name }).click();
    await waitForPack(to);
    tappedAt = 0;
    return { waitMs: Date.now() - tapped, kb: Math.round((bytesDown - bytesBefore) / 1024) };
  } finally {
    await context.close();
  }
}
