import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, findChromium } from '../../scripts/test-tools.mjs';

/**
 * `npm run soak`: the long randomized fault run (tests/soak). It serves the build itself, with
 * the fault-injecting endpoint in process, so there is no webServer here.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/soak-output',
  workers: 1,
  retries: 0,
  reporter: 'list',
  // 200 bookings take about five minutes at EmailJS's pace; the rest is room for a loaded machine.
  timeout: 20 * 60_000,
  expect: { timeout: 10_000 },
  use: {
    // The Chromium `npm test`'s set-up found or installed, launched as the e2e suite launches it.
    launchOptions: { executablePath: findChromium()?.path, args: chromiumFlags },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
