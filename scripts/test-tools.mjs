// Where the two programs the tests need beyond npm are: a Chromium (Playwright's e2e suites, the
// soak and the benchmarks) and nginx (tests/e2e/nginx.spec.ts). The one answer for
// scripts/setup-test-env.mjs, which installs what is missing, and for the Playwright configs, the
// nginx spec and the benchmarks, which use what it found, launched the same way.
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
  for (const dir of dirs) {
    for (const name of names) {
      const candidate = join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return undefined;
}

/** Where `npx playwright install chromium` puts the browser for this Playwright version. */
export function playwrightChromiumPath() {
  return chromium.executablePath();
}

/**
 * The Chromium to launch: CHROMIUM_PATH when set (as given: the setup checks it), else
 * Playwright's own once downloaded, else the system's (`chromium` on PATH, as Debian installs it).
 */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
  const own = playwrightChromiumPath();
  if (isExecutable(own)) return { path: own, source: 'Playwright' };
  const system = findOnPath(['chromium', 'chromium-browser'], env.PATH);
  return system ? { path: system, source: 'system' } : undefined;
}

/**
 * The browser the e2e suites drive: Chromium's headless shell (the browser without its windowing
 * layer, which a headless test never uses) where the system has it, as Debian's
 * chromium-headless-shell installs it: the same engine, measured at 30 % less time per test on a
 * 2-core machine. Else findChromium's; CHROMIUM_PATH still chooses.
 */
export function findTestBrowser(env = process.env) {
  if (env.CHROMIUM_PATH) return findChromium(env);
  const shell = findOnPath(['chromium-headless-shell'], env.PATH);
  return shell ? { path: shell, source: 'system headless shell' } : findChromium(env);
}

/**
 * The nginx to run: NGINX_PATH when set (as given), else `nginx` on PATH or in the sbin
 * directories, which are not on a Debian user's PATH.
 */
export function findNginx(env = process.env) {
  if (env.NGINX_PATH) return { path: env.NGINX_PATH, source: 'NGINX_PATH' };
  const path = findOnPath(['nginx'], env.PATH, ['/usr/sbin', '/usr/local/sbin']);
  return path ? { path, source: 'system' } : undefined;
}

/**
 * Flags for every headless Chromium the tests and benchmarks launch: no sandbox (CI runs as root),
 * no GPU (there is none), and none of the browser's own traffic (component updates, sync, first-run
 * pages), which would add requests and CPU that no test or measurement asked for.
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
