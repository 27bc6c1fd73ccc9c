import { defineConfig, devices } from '@playwright/test';

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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
});
