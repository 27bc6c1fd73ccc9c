// Playwright's own test, not ./fixtures: its page.goto waits for the site's hydration, which the
// editor's page never has.
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './fixtures';
import { nginxBinary, startNginx } from '../support/nginx-server.ts';
import { buildDir, freePort } from '../support/pwa-preview-server.ts';

// The college's staff open the editor in the browser they browse the site with, so the site's
// service worker controls the tab they start from. The worker must leave /admin/ to the server:
// its trailing-slash rule used to answer /admin/ with a redirect to /admin, which the server
// redirects back to /admin/ (ERR_TOO_MANY_REDIRECTS).

/** The editor's page title (admin/index.html). */
const editorTitle = 'Content editor | Kilele College';

/**
 * From a page the site's worker controls, opens the editor by its address, as staff type it or
 * follow a bookmark, and checks the editor's own page arrived from the server.
 */
async function openEditorFromControlledPage(page: Page, origin: string): Promise<void> {
  // The editor's bundle (about 1.5 MB) is not what is tested: the page that names it is.
  await page.route('**/admin/assets/**', (route) => route.abort());
  await page.goto(`${origin}/about`);
  await waitForHydration(page);
  await waitForServiceWorkerControl(page);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  for (const address of ['/admin/', '/admin']) {
    const response = await page.goto(`${origin}${address}`);
    expect(response?.status(), address).toBe(200);
    expect(new URL(page.url()).pathname, address).toBe('/admin/');
    await expect(page, address).toHaveTitle(editorTitle);
    // Not from the worker: the editor is never precached, and the server's answer is the one to trust.
    expect(response?.fromServiceWorker(), address).toBe(false);
    await page.goto(`${origin}/about`);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  }
}

test('the editor opens from a page the service worker controls (vite preview)', async ({ page, baseURL }) => {
  await openEditorFromControlledPage(page, baseURL ?? '');
});

test.describe('under nginx (deploy/nginx.conf)', () => {
  test.skip(
    !nginxBinary && !process.env.REQUIRE_NGINX,
    "nginx is not installed: install Debian's nginx-light or set NGINX_PATH",
  );

  test('the editor opens from a page the service worker controls', async ({ page }) => {
    const nginx = await startNginx({ root: buildDir, port: await freePort() });
    try {
      await openEditorFromControlledPage(page, nginx.origin);
    } finally {
      await nginx.stop();
    }
  });
});
