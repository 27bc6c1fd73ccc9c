import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium by default: Playwright cannot download its own browsers here. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 4173);
const buildDir = process.env.BUILD_DIR ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The production build, served as `npm start` serves it: the service worker exists only there.
    command: `npx vite preview --outDir ${buildDir} --port ${port} --strictPort`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
