import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, findChromium, findTestBrowser } from './scripts/test-tools.mjs';
import { freePort } from './tests/support/pwa-preview-server.ts';

// The Chromium `npm test`'s set-up found or installed (scripts/setup-test-env.mjs): CHROMIUM_PATH,
// else the system's headless shell, else Playwright's own, else the system's Chromium. With none,
// Playwright's own error says what is missing.
const testBrowser = findTestBrowser()?.path;
// The headless shell has no Background Sync ("Background Sync is disabled"): the tests tagged
// @background-sync, which close the tab and count on it, run in the full browser.
const fullBrowser = findChromium()?.path;
// And the tests tagged @full-browser, which check what a reader's phone does (Chromium itself).
const needsFullBrowser = /@background-sync|@full-browser/;
// The preview's port: E2E_PORT, else one nobody uses now, so the suite runs beside any other
// server (`npm run preview`'s 4173 among them). Chosen once, in the runner: each worker evaluates
// this file again, but inherits the runner's environment, so all of them read the same port.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const buildDir = process.env.BUILD_DIR ?? 'dist';
// Lanes on two cores (docs/testing.md). Three for the headless shell's tests, where a test that
// waits on a clock (a held answer, a minute of drafts) leaves its core to the others. One for the
// full browser's, one at a time: most wait on clocks (the soak, a trickled page), and three at once
// left the two cores about 20 core-seconds idle early in the suite.
const lanes = { shell: 3, fullBrowser: 1 };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  workers: lanes.shell + lanes.fullBrowser,
  retries: 0,
  // The list, then why anything was skipped (the list shows a skip as a bare dash).
  reporter: [['list'], ['./tests/e2e/skip-reasons-reporter.ts']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // Off: recording a trace of every test cost about a fifth of the suite's time on a 2-core
    // machine. To keep one of a failing test, run it again with --trace=retain-on-failure.
    trace: 'off',
  },
  projects: [
    // First, so its lane (the soak is a minute and a half in one test) starts at once, beside the others.
    {
      name: 'chromium, the full browser',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: fullBrowser, args: chromiumFlags },
      },
      grep: needsFullBrowser,
      workers: lanes.fullBrowser,
    },
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: testBrowser, args: chromiumFlags },
      },
      grepInvert: needsFullBrowser,
      workers: lanes.shell,
    },
  ],
  webServer: {
    // The production build, served as `npm start` serves it: the service worker exists only there.
    command: `npx vite preview --outDir ${buildDir} --port ${port} --strictPort`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
