import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { cloneCheckout } from '../support/checkout-clone.ts';
import { collectOutput, started, startNpmScript, stopProcessGroup } from '../support/child-processes.ts';
import { freePort } from '../support/pwa-preview-server.ts';

/**
 * `npm run dev` serves the editor too: /admin/ on the dev server, started with no language chosen,
 * shows the editor's login, not the dev server's error (the editor's plugins were once the last
 * language's build's only, and the dev server counts as the first: "Failed to resolve import
 * virtual:decap-config"). In a checkout of its own, so its caches are its own.
 */
const root = process.cwd();
test.describe.configure({ timeout: 120_000 });

let checkout = '';
let dev: ChildProcess | undefined;

test.beforeEach(() => {
  checkout = cloneCheckout(root, 'cms-dev-checkout-');
});

test.afterEach(async () => {
  await stopProcessGroup(dev);
  if (checkout) rmSync(checkout, { recursive: true, force: true });
});

test('npm run dev serves the editor at /admin/', async ({ page }) => {
  dev = startNpmScript('dev', checkout, { DEV_PORT: String(await freePort()) });
  const output = collectOutput(dev);
  // Vite moves on to the next port if DEV_PORT was taken meanwhile: the address it prints is the one it serves.
  const [, siteUrl = ''] = await started(dev, /Local:\s+(http:\S+)/);

  await page.goto(new URL('/admin/', siteUrl).href);
  // "Login" with the local backend running (npm run cms), "Login with GitHub" without; or the
  // dev server's error overlay, which says why not.
  const login = page.getByRole('button', { name: /^Login/ });
  const overlay = page.locator('vite-error-overlay');
  await expect(login.or(overlay)).toBeVisible({ timeout: 60_000 });
  await expect(overlay, output()).toHaveCount(0);
  await expect(login).toBeVisible();
  expect(output()).not.toContain('Failed to resolve import');
});
