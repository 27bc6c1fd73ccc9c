// `npm run bench:switch`: how long a reader on the phone profile waits, after tapping the language
// link, until both languages open offline, and what the switch downloads. A first visit in one
// language (the worker installs that language), then the tap; "both offline" is when the worker's
// pack of the chosen language holds every file of it (src/sw/language-packs.ts). The page's CPU is
// slowed 4x through CDP; the network is slowed for the page and the worker alike by a proxy in
// front of the server (a round trip before each answer, one shared downlink), since CDP's network
// emulation does not reach a service worker's own requests.
// Options by env: BUILD_DIR (dist), BENCH_PORT (4182), BENCH_SWITCH_RUNS (3), BENCH_SKIP_BUILD=1,
// BENCH_CPU (4), BENCH_RTT (150), BENCH_DOWN_KBPS (1600), as `npm run bench -- --phone` has them.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { runnerImport } from 'vite';
import { chromiumFlags, findChromium, waitForServer } from './test-tools.mjs';

/* global caches */

const root = process.cwd();
const buildDir = resolve(process.env.BUILD_DIR ?? 'dist');
const serverPort = Number(process.env.BENCH_PORT ?? 4182);
const proxyPort = serverPort + 1;
const runs = Number(process.env.BENCH_SWITCH_RUNS ?? 3);
const cpuRate = Number(process.env.BENCH_CPU ?? 4);
const rttMs = Number(process.env.BENCH_RTT ?? 150);
const downKbps = Number(process.env.BENCH_DOWN_KBPS ?? 1600);
const chromePath = findChromium()?.path;
if (!chromePath) {
  console.error('No Chromium: run `node scripts/setup-test-env.mjs`, or set CHROMIUM_PATH.');
  process.exit(1);
}

if (!process.env.BENCH_SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, BUILD_DIR: buildDir } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The language records, as the worker reads them: which build files are a language's pack.
const { module: locales } = await runnerImport(join(root, 'src/config/locales.ts'), {
  configFile: false,
  root,
  logLevel: 'silent',
});
const sw = readFileSync(join(buildDir, 'sw.js'), 'utf8');
const precached = [...new Set([...sw.matchAll(/["']?url["']?\s*:\s*["']([^"']+)["']/g)].map(([, url]) => url))];
const packSize = (locale) => precached.filter((file) => locales.localeOfFile(file) === locale).length;

const server = spawn('npx', ['vite', 'preview', '--outDir', buildDir, '--port', String(serverPort), '--strictPort'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});

/** The slow link: each answer starts a round trip late, and all of them share one downlink. */
let bytesDown = 0;
let linkFreeAt = 0;
const bytesPerMs = (downKbps * 1000) / 8 / 1000;
const proxy = createServer((incoming, outgoing) => {
  setTimeout(() => {
    const upstream = request(
      { port: serverPort, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('data', (chunk) => {
          answer.pause();
          bytesDown += chunk.length;
          // Queued behind what the link is already carrying.
          const start = Math.max(Date.now(), linkFreeAt);
          linkFreeAt = start + chunk.length / bytesPerMs;
          setTimeout(() => {
            outgoing.write(chunk);
            answer.resume();
          }, linkFreeAt - Date.now());
        });
        answer.on('end', () => setTimeout(() => outgoing.end(), Math.max(0, linkFreeAt - Date.now())));
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  }, rttMs);
});
proxy.listen(proxyPort);
const origin = `http://localhost:${proxyPort}`;

const medianOf = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
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
    process.stderr.write(`  ${from} -> ${to}: ${samples.map((s) => `${s.waitMs} ms, ${s.kb} KB`).join('; ')}\n`);
  }
  console.log(`\nPhone profile: ${cpuRate}x CPU, ${rttMs} ms RTT, ${downKbps} kbps; ${runs} run(s)\n`);
  console.log('| switch | files | tap to both offline, median (min-max) | downloaded, median |');
  console.log('|---|---:|---:|---:|');
  for (const row of rows)
    console.log(
      `| ${row.from} -> ${row.to} | ${row.files} | ${medianOf(row.waitMs)} ms (${Math.min(...row.waitMs)}-${Math.max(...row.waitMs)}) | ${medianOf(row.kb)} KB |`,
    );
  await mkdir('bench-results', { recursive: true });
  const report = { date: new Date().toISOString(), profile: { cpuRate, rttMs, downKbps }, runs, rows };
  await writeFile(join('bench-results', 'switch-latest.json'), JSON.stringify(report, null, 2));
  console.log('Wrote bench-results/switch-latest.json');
} finally {
  await browser?.close();
  proxy.close();
  process.kill(-server.pid, 'SIGTERM');
}

/** One reader: a first visit in `from` until its language is on the device, then the tap to `to`. */
async function measure(from, to) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  page.on('crash', () => process.stderr.write('  the page crashed\n'));
  page.on('close', () => process.stderr.write('  the page closed\n'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const kept = (locale) =>
    page.evaluate(
      async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).length : 0),
      `language-${locale}`,
    );
  const waitForPack = async (locale) => {
    while ((await kept(locale)) < packSize(locale)) await page.waitForTimeout(50);
  };
  try {
    await page.goto(`${origin}${locales.localizedPath('/', from)}`);
    await waitForPack(from);
    const bytesBefore = bytesDown;
    const tapped = Date.now();
    await page
      .getByRole('banner')
      .getByRole('link', { name: locales.localeInfo[to].name })
      .click();
    await waitForPack(to);
    return { waitMs: Date.now() - tapped, kb: Math.round((bytesDown - bytesBefore) / 1024) };
  } finally {
    await context.close();
  }
}
