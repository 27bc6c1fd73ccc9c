// `npm test`'s first step: finds or installs what the suites need beyond npm, Chromium (with Debian's
// headless shell beside the system's) and nginx, looked up by scripts/test-tools.mjs (docs/testing.md).
// `--dry-run` only says what it would do; SETUP_DOWNLOAD_TIMEOUT caps Playwright's download (600 s).
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { findChromium, findNginx, findOnPath, findTestBrowser, isExecutable } from './test-tools.mjs';

const chromiumFix =
  "install one: `npx playwright install chromium`, or Debian's `apt-get install chromium` (as root), or set CHROMIUM_PATH to a Chromium or Chrome";
const nginxFix = "install Debian's nginx-light (`apt-get install nginx-light`, as root) or set NGINX_PATH";

/**
 * Finds or installs Chromium, then nginx, through `system` (the real one below, or a test's);
 * `ok` is false when the suites cannot run.
 */
export async function setUpTestEnv(system) {
  const chromium = await setUpChromium(system);
  if (!chromium) return { ok: false };
  await setUpHeadlessShell(system);
  const nginx = await setUpNginx(system);
  return { ok: nginx.ok, chromium, nginx: nginx.path };
}

async function setUpChromium(system) {
  const { log } = system;
  const found = system.findChromium();
  if (found?.source === 'CHROMIUM_PATH') {
    if (system.isExecutable(found.path)) {
      log(`Chromium: ${found.path} (CHROMIUM_PATH)`);
      return found.path;
    }
    log(
      `Chromium: CHROMIUM_PATH=${found.path} is not an executable file: point it at a Chromium or Chrome, or unset it.`,
    );
    return undefined;
  }
  if (found?.source === 'Playwright') {
    log(`Chromium: ${found.path} (Playwright's)`);
    return found.path;
  }

  const download = await system.downloadChromium();
  let chromium = system.findChromium();
  if (download.ok && chromium?.source === 'Playwright') {
    log(`Chromium: ${chromium.path} (Playwright's, just downloaded)`);
    return chromium.path;
  }
  const notes = [`Playwright's download: ${download.ok ? 'no browser after it' : download.reason}`];
  if (!chromium && system.canApt) {
    const apt = await system.aptInstall(['chromium']);
    if (!apt.ok) notes.push(`apt-get: ${apt.reason}`);
    chromium = system.findChromium();
  } else if (!chromium) {
    notes.push('apt-get: not root, or no apt-get');
  }
  if (chromium) {
    log(`Chromium: ${chromium.path} (the system's; ${notes.join('; ')})`);
    return chromium.path;
  }
  log(`Chromium: none, so the tests cannot run (${notes.join('; ')}); ${chromiumFix}.`);
  return undefined;
}

/** The headless shell beside the system's Chromium, when it can be had: a faster e2e run, never a failure. */
async function setUpHeadlessShell(system) {
  const found = () => system.findTestBrowser();
  const installed = () => found()?.source === 'system headless shell';
  if (!installed()) {
    if (system.env.CHROMIUM_PATH || !system.canApt || found()?.source === 'Playwright') return;
    const apt = await system.aptInstall(['chromium-headless-shell']);
    if (!installed()) {
      system.log(
        `Chromium headless shell: not installed (${apt.ok ? 'none after apt-get' : apt.reason}); the e2e suites use Chromium itself.`,
      );
      return;
    }
  }
  system.log(`Chromium headless shell: ${found()?.path} (the e2e suites' browser)`);
}

async function setUpNginx(system) {
  let found = system.findNginx();
  let problem = 'not installed';
  if (found?.source === 'NGINX_PATH' && !system.isExecutable(found.path)) {
    problem = `NGINX_PATH=${found.path} is not an executable file`;
    found = undefined;
  } else if (!found && system.canApt) {
    const apt = await system.aptInstall(['nginx-light', 'nginx']);
    found = system.findNginx();
    if (!found) problem = `not installed (apt-get: ${apt.ok ? 'no nginx after it' : apt.reason})`;
  }
  if (found) {
    system.log(`nginx: ${found.path}`);
    return { ok: true, path: found.path };
  }
  if (system.env.REQUIRE_NGINX) {
    system.log(`nginx: ${problem}, and REQUIRE_NGINX is set, so the tests stop here; ${nginxFix}.`);
    return { ok: false };
  }
  system.log(`nginx: ${problem}, so tests/e2e/nginx.spec.ts will be skipped; ${nginxFix}.`);
  return { ok: true };
}

/** Whether `url`'s server answers at all, within `ms`: the reason it does not, or undefined. */
async function unreachable(url, ms) {
  try {
    await fetch(url, { method: 'HEAD', redirect: 'manual', signal: AbortSignal.timeout(ms) });
    return undefined;
  } catch (error) {
    return error.name === 'TimeoutError'
      ? `no answer in ${ms / 1000} s`
      : (error.cause?.code ?? error.message);
  }
}

/** Runs a command, killed with its children after `timeoutMs`: a failure's reason is from its output's tail. */
function run(command, args, { env, timeoutMs = 0 }) {
  return new Promise((done) => {
    const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let timedOut = false;
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            process.kill(-child.pid, 'SIGKILL');
          }, timeoutMs)
        : undefined;
    child.on('error', (error) => {
      clearTimeout(timer);
      done({ ok: false, reason: reasonIn(error.message) });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) done({ ok: false, reason: `not done in ${timeoutMs / 1000} s` });
      else done(code === 0 ? { ok: true } : { ok: false, reason: reasonIn(output) });
    });
  });
}

/** The last line of `output` that reads like the reason it failed. */
function reasonIn(output) {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.findLast((line) => /^(E:|Error:|error)/i.test(line)) ?? lines.at(-1) ?? 'no output';
}

function realSystem({ dryRun }) {
  const env = process.env;
  const log = (line) => console.log(`setup: ${line}`);
  const canApt = process.getuid?.() === 0 && findOnPath(['apt-get'], env.PATH) !== undefined;
  let aptUpdated = false;

  return {
    env,
    log,
    canApt,
    isExecutable,
    findChromium: () => findChromium(env),
    findTestBrowser: () => findTestBrowser(env),
    findNginx: () => findNginx(env),

    async downloadChromium() {
      const host =
        env.PLAYWRIGHT_CHROMIUM_DOWNLOAD_HOST || env.PLAYWRIGHT_DOWNLOAD_HOST || 'https://cdn.playwright.dev';
      // Playwright's five retries take about 30 s with no route out; a first look takes a moment.
      // Through a proxy only Playwright can tell.
      if (!(env.HTTPS_PROXY || env.https_proxy || env.ALL_PROXY || env.all_proxy)) {
        const reason = await unreachable(host, 5000);
        if (reason) return { ok: false, reason: `${new URL(host).host} unreachable (${reason})` };
      }
      // As root on Debian or Ubuntu, --with-deps also installs the libraries the browser needs.
      const args = ['playwright', 'install', ...(canApt ? ['--with-deps'] : []), 'chromium'];
      if (dryRun) {
        log(`would run: npx ${args.join(' ')}`);
        return { ok: false, reason: 'dry run' };
      }
      const seconds = Number(env.SETUP_DOWNLOAD_TIMEOUT ?? 600);
      log(`downloading Playwright's Chromium (npx ${args.join(' ')}, about 170 MB, at most ${seconds} s)`);
      // Playwright's CLI run by this same node, as `npx playwright` would, without needing npx on PATH.
      const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
      return run(process.execPath, [cli, ...args.slice(1)], {
        timeoutMs: seconds * 1000,
        // A stalled connection fails its attempt after 15 s instead of waiting for ever.
        env: { PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT: '15000', ...env },
      });
    },

    async aptInstall(candidates) {
      const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
      if (dryRun) {
        log(`would run: apt-get update && apt-get install ${candidates[0]}`);
        return { ok: false, reason: 'dry run' };
      }
      if (!aptUpdated) {
        log('apt-get update');
        const update = await run('apt-get', ['update', '-qq'], { env: aptEnv });
        if (!update.ok) return update;
        aptUpdated = true;
      }
      // Newer Debian has no nginx-light: the first name apt knows.
      const name =
        candidates.find(
          (candidate) => spawnSync('apt-cache', ['show', candidate], { stdio: 'ignore' }).status === 0,
        ) ?? candidates[0];
      log(`apt-get install ${name}`);
      return run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', name], { env: aptEnv });
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { ok } = await setUpTestEnv(realSystem({ dryRun: process.argv.includes('--dry-run') }));
  process.exitCode = ok ? 0 : 1;
}
