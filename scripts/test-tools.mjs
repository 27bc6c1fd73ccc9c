// Where the Chromium and nginx the tests need are: one answer for scripts/setup-test-env.mjs, which
// installs what is missing, and for the Playwright configs, the nginx spec and the benchmarks.
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium } from 'playwright-core';

/** Whether `path` is a file this user may run. */
export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The first of `names` in the directories of `searchPath` (PATH's syntax), then in `extraDirs`. */
export function findOnPath(names, searchPath = '', extraDirs = []) {
  const dirs = [...searchPath.split(delimiter).filter(Boolean), ...extraDirs];
  return dirs.flatMap((dir) => names.map((name) => join(dir, name))).find(isExecutable);
}

/** The Chromium to launch: CHROMIUM_PATH as given (the set-up checks it), else Playwright's, else PATH's. */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
  const own = chromium.executablePath();
  if (isExecutable(own)) return { path: own, source: 'Playwright' };
  const system = findOnPath(['chromium', 'chromium-browser'], env.PATH);
  return system ? { path: system, source: 'system' } : undefined;
}

/**
 * The e2e suites' browser: the system's chromium-headless-shell where there is one (the same engine
 * without the windowing, 30 % less time per test), else findChromium's; CHROMIUM_PATH still chooses.
 */
export function findTestBrowser(env = process.env) {
  if (env.CHROMIUM_PATH) return findChromium(env);
  const shell = findOnPath(['chromium-headless-shell'], env.PATH);
  return shell ? { path: shell, source: 'system headless shell' } : findChromium(env);
}

/** The nginx to run: NGINX_PATH as given, else on PATH or in the sbin folders (not on a Debian user's). */
export function findNginx(env = process.env) {
  if (env.NGINX_PATH) return { path: env.NGINX_PATH, source: 'NGINX_PATH' };
  const path = findOnPath(['nginx'], env.PATH, ['/usr/sbin', '/usr/local/sbin']);
  return path ? { path, source: 'system' } : undefined;
}

/**
 * Flags for every headless Chromium the tests and benches launch: no sandbox (CI runs as root), no GPU
 * (there is none), and none of the browser's own traffic, which would add requests and CPU.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Resolves once `url` answers at all (any status); throws after `timeoutMs`. */
export async function waitForServer(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answered = await fetch(url).then(
      () => true,
      // A certificate refused is an answer too: the benches' own is self-signed (bench-report.mjs).
      (error) => /CERT/.test(String(error?.cause?.code)),
    );
    if (answered) return;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
