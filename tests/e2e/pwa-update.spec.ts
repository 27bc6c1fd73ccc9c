import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { buildDir, freePort, startPreview } from '../support/pwa-preview-server.ts';

declare global {
  interface Window {
    /** Set by the test; gone after any reload. */
    sameDocument?: boolean;
  }
}

const workerStates = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      waiting: Boolean(registration?.waiting),
      controlled: Boolean(navigator.serviceWorker.controller),
    };
  });

test('a new version waits for the visitor: a prompt, no reload by itself, and Reload switches to it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Build B: the same site with a changed service worker, served later from the same origin.
  const buildB = await mkdtemp(join(tmpdir(), 'kilele-build-b-'));
  await cp(buildDir, buildB, { recursive: true });
  await appendFile(join(buildB, 'sw.js'), '\n// build B\n');
  const port = await freePort();
  let server = await startPreview({ port });

  try {
    await page.goto(`${server.origin}/booking`);
    await waitForServiceWorkerControl(page);
    const name = page.getByLabel(/full name/i);
    await name.fill('Wanjiru Kamau');
    await page.evaluate(() => (window.sameDocument = true));

    await server.stop();
    server = await startPreview({ outDir: buildB, port });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const prompt = page.getByText('A new version is available');
    await expect(prompt).toBeVisible();
    // Give an automatic update every chance to act: nothing may have moved.
    await page.waitForTimeout(1500); // No event marks an update not taken: this outlasts skipWaiting and its reload.
    expect(await workerStates(page)).toEqual({ waiting: true, controlled: true });
    expect(await page.evaluate(() => window.sameDocument)).toBe(true);
    await expect(name).toHaveValue('Wanjiru Kamau');

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    expect(await page.evaluate(() => window.sameDocument)).toBeUndefined();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await workerStates(page)).toEqual({ waiting: false, controlled: true });
    await expect(prompt).toHaveCount(0);
    // "Ready to work offline" belongs to the first install only.
    await expect(page.getByText('Ready to work offline')).toHaveCount(0);
  } finally {
    await server.stop();
    await rm(buildB, { recursive: true, force: true });
  }
});
