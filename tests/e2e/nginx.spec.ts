import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { buildDirs } from '../../tools/build-dirs.ts';
import { contentSecurityPolicy, defaultEmailjsOrigin } from '../../tools/content-security-policy.ts';
import {
  bookingForm,
  confirmationHeading,
  fillBooking,
  routeEmail,
  waitForServiceWorker,
} from './booking-helpers.ts';
import { nginxBinary, startNginx, type NginxServer } from './nginx-server.ts';
import { builtHeading, builtPages, freePort } from './pwa-preview-server.ts';
import { site } from './site-content.ts';

// deploy/nginx.conf on the real server: one nginx for the whole file, so the tests run in order.
test.describe.configure({ mode: 'serial' });

// Where nginx truly cannot be had (no root to install it), `npm test` says so and skips this file,
// visibly; .ci/run sets REQUIRE_NGINX, so there a missing nginx fails instead.
test.skip(
  !nginxBinary && !process.env.REQUIRE_NGINX,
  "nginx is not installed: install Debian's nginx-light or set NGINX_PATH",
);

const routes = ['/', '/courses', '/about', '/faqs', '/community', '/corporate', '/booking'];

let nginx: NginxServer | undefined;
let origin = '';

test.beforeAll(async () => {
  // A port of its own, so parallel runs (and another worktree's E2E_PORT) never collide.
  const port = Number(process.env.NGINX_PORT ?? 0) || (await freePort());
  origin = `http://127.0.0.1:${port}`;
  nginx = await startNginx({ root: buildDirs().client, port });
});

test.afterAll(async () => {
  await nginx?.stop();
});

test('serves every route as its prerendered page, with a trailing slash redirected', async ({ request }) => {
  for (const route of routes) {
    const response = await request.get(`${origin}${route}`, { maxRedirects: 0 });
    expect(response.status(), route).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    const canonical = route === '/' ? '/' : route;
    expect(await response.text()).toContain(`<link rel="canonical" href="${site.url}${canonical}"`);
  }
  const slash = await request.get(`${origin}/about/?from=test`, { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers()['location']).toBe('/about?from=test');
});

test('answers an unknown path with the not-found page and status 404', async ({ request }) => {
  for (const path of ['/no-such-page', '/courses/web', '/assets/missing.js']) {
    const response = await request.get(`${origin}${path}`);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex" />');
  }
});

test('lets HTML, the service worker and the manifest be revalidated, and caches hashed assets for a year', async ({
  request,
}) => {
  const html = await (await request.get(`${origin}/`)).text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();

  const cacheControl = async (path: string) =>
    (await request.get(`${origin}${path}`)).headers()['cache-control'];
  for (const path of ['/', '/about', '/404.html', '/sw.js', '/manifest.webmanifest', '/no-such-page']) {
    expect(await cacheControl(path), path).toBe('no-cache');
  }
  expect(await cacheControl(asset ?? '')).toBe('public, max-age=31536000, immutable');

  expect((await request.get(`${origin}/sw.js`)).status()).toBe(200);
  const manifest = await request.get(`${origin}/manifest.webmanifest`);
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
});

test('compresses text responses', async ({ request }) => {
  const html = await request.get(`${origin}/courses`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(html.headers()['content-encoding']).toBe('gzip');
  const text = await (await request.get(`${origin}/`)).text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(text)?.[1] ?? '';
  const js = await request.get(`${origin}${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(js.headers()['content-encoding']).toBe('gzip');
  expect(js.headers()['vary']).toMatch(/Accept-Encoding/);
});

test('sends the security headers on pages and on the 404', async ({ request }) => {
  const policy = contentSecurityPolicy({ connectOrigin: defaultEmailjsOrigin, header: true });
  for (const path of ['/', '/booking', '/no-such-page']) {
    const headers = (await request.get(`${origin}${path}`)).headers();
    expect(headers['content-security-policy'], path).toBe(policy);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['server']).toBe('nginx');
  }
});

test('a booking through the nginx-served site reaches the (intercepted) e-mail endpoint once', async ({
  page,
  context,
}) => {
  const email = await routeEmail(context);
  await page.goto(`${origin}/booking`);
  const sent = await fillBooking(page);
  await bookingForm(page).submit.click();
  await expect(confirmationHeading(page)).toBeVisible();
  expect(email.bodies().map((body) => body.template_params.name)).toEqual([sent.name]);
});

/** Every <img> of the page, loaded (lazy ones too); returns the sources that did not arrive. */
async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    return images.filter((image) => image.naturalWidth === 0).map((image) => image.currentSrc || image.src);
  });
}

// Last: it stops nginx.
test('after one visit, every page opens by URL and by reload with nginx stopped', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const pages = builtPages();
  await page.goto(`${origin}/`);
  await waitForServiceWorker(page);

  await nginx?.stop();
  nginx = undefined;
  expect(
    await fetch(`${origin}/`).then(
      () => 'up',
      () => 'gone',
    ),
  ).toBe('gone');
  await context.setOffline(true);

  for (const { path, heading } of pages) {
    await test.step(path, async () => {
      await page.goto(`${origin}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await brokenImages(page)).toEqual([]);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await brokenImages(page)).toEqual([]);
    });
  }
  await test.step('an unknown path shows the not-found page', async () => {
    await page.goto(`${origin}/no-such-page`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(builtHeading('404.html'));
  });
});
