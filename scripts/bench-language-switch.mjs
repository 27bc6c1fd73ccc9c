// `npm run bench:switch`: on the phone profile, how long a reader waits after tapping the language
// link until the worker's pack of that language (src/sw/language-packs.ts) is whole, and what the
// switch downloads. The network is slowed by a proxy, as CDP's emulation misses the worker's requests.
// Env: BUILD_DIR (dist), BENCH_PORT (4182), BENCH_SWITCH_RUNS (3), BENCH_SKIP_BUILD=1, BENCH_CPU,
// BENCH_RTT, BENCH_DOWN_KBPS.
import { readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import {
  benchChromium,
  buildUnlessSkipped,
  median,
  phoneProfile,
  servePreviews,
  siteModule,
  stopPreviews,
  writeLatestReport,
} from './bench-report.mjs';
import { chromiumFlags, waitForServer } from './test-tools.mjs';

/* global caches */

const buildDir = resolve(process.env.BUILD_DIR ?? 'dist');
const serverPort = Number(process.env.BENCH_PORT ?? 4182);
const proxyPort = serverPort + 1;
const runs = Number(process.env.BENCH_SWITCH_RUNS ?? 3);
const { cpuRate, rttMs, downKbps } = phoneProfile;
const chromePath = benchChromium();
buildUnlessSkipped(buildDir);

// The language records, as the worker reads them: which build files are a language's pack.
const locales = await siteModule('src/config/locales.ts');
const sw = readFileSync(join(buildDir, 'sw.js'), 'utf8');
const precached = [
  ...new Set([...sw.matchAll(/["']?url["']?\s*:\s*["']([^"']+)["']/g)].map(([, url]) => url)),
];
const packSize = (locale) => precached.filter((file) => locales.localeOfFile(file) === locale).length;

const served = servePreviews([{ name: 'head', dir: buildDir }], serverPort);

// The slow link: each answer starts a round trip late, and arrives whole once the one shared
// downlink has carried it and what was queued before it.
let bytesDown = 0;
let linkFreeAt = 0;
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
          linkFreeAt = Math.max(Date.now(), linkFreeAt) + (body.length * 8) / downKbps;
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
    await page.goto(`http://localhost:${proxyPort}${locales.localizedPath('/', from)}`);
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
