import { waitForServiceWorkerControl } from './service-worker.ts';
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { buildDirs } from '../../tools/build-dirs.ts';
import { contentSecurityPolicy, defaultEmailjsOrigin } from '../../tools/content-security-policy.ts';
import { defaultLocale, localeInfo, localizedPath, locales, pageFileOf } from '../../src/config/locales.ts';
import { immutable, redirectStatus, revalidate } from '../../tools/deploy-rules.ts';
import { bookingForm, confirmationHeading, fillBooking, routeEmail } from './booking-helpers.ts';
import { builtHeading, builtPages, freePort, isServerGone, type BuiltPage } from './pwa-preview-server.ts';
import { content, site } from './site-content.ts';
import { coursePath, paths } from '../../src/config/paths.ts';

/** A production server under test, serving the build on `origin`. */
export interface StaticServer {
  origin: string;
  stop: () => Promise<void>;
}

export interface StaticServerOptions {
  /** Starts the server on `port`, serving `root` (the client build). */
  start: (options: { root: string; port: number }) => Promise<StaticServer>;
  /** The port to use, if set (NGINX_PORT, ...); else a free one. */
  port?: number;
  /** The Cache-Control of a 404: nginx sends the rules' `no-cache`; Cloudflare Pages its own `no-store`. */
  notFoundCacheControl: string;
  /** Whether this server compresses by itself (Cloudflare compresses at its edge, not in workerd). */
  compresses: boolean;
  /** Tests of this server's own, run against it before the offline walk stops it. */
  moreTests?: (origin: () => string) => void;
  /** False where another spec already walks every page offline from this server. */
  offlineWalk?: boolean;
}

const routes = Object.values(paths);

/** The entry script a page's HTML names (a hashed file under /assets/), or '' if none. */
export const entryScriptOf = (html: string) => /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';

/**
 * What every production server must do with the build, as tools/deploy-rules.ts describes it: run
 * by tests/e2e/nginx.spec.ts (deploy/nginx.conf) and tests/e2e/cloudflare-pages.spec.ts (wrangler
 * pages dev: dist/_headers and dist/_redirects in Cloudflare's own runtime). One server for the
 * whole file, so the caller runs the tests in order (`mode: 'serial'`); the last one stops it.
 */
export function staticServerChecks(options: StaticServerOptions): void {
  let server: StaticServer | undefined;
  let origin = '';

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    // A port of its own, so parallel runs (and another worktree's E2E_PORT) never collide.
    const port = options.port || (await freePort());
    server = await options.start({ root: buildDirs().client, port });
    origin = server.origin;
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('serves every route as its prerendered page, with a trailing slash redirected', async ({
    request,
  }) => {
    for (const route of routes) {
      const response = await request.get(`${origin}${route}`, { maxRedirects: 0 });
      expect(response.status(), route).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      expect(await response.text()).toContain(`<link rel="canonical" href="${site.url}${route}"`);
    }
    const slash = await request.get(`${origin}/about/?from=test`, { maxRedirects: 0 });
    expect(slash.status()).toBe(redirectStatus);
    expect(slash.headers()['location']).toBe('/about?from=test');
    const admin = await request.get(`${origin}/admin`, { maxRedirects: 0 });
    expect(admin.status()).toBe(redirectStatus);
    expect(admin.headers()['location']).toBe('/admin/');
  });

  test('answers an unknown path with the not-found page and status 404', async ({ request }) => {
    for (const path of ['/no-such-page', '/courses/web', '/assets/missing.js']) {
      const response = await request.get(`${origin}${path}`);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain('<meta name="robots" content="noindex" />');
    }
    // An unknown address in another language's folder says so in that language.
    for (const locale of locales.filter((locale) => locale !== defaultLocale)) {
      const path = localizedPath('/no-such-page', locale);
      const response = await request.get(`${origin}${path}`);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(`<html lang="${localeInfo[locale].lang}"`);
    }
  });

  test('lets HTML, the service worker and the manifest be revalidated, and caches hashed assets for a year', async ({
    request,
  }) => {
    const html = await (await request.get(`${origin}/`)).text();
    const asset = entryScriptOf(html);
    expect(asset).toBeTruthy();

    const cacheControl = async (path: string) =>
      (await request.get(`${origin}${path}`)).headers()['cache-control'];
    for (const path of ['/', '/about', '/404.html', '/sw.js', '/manifest.webmanifest', '/admin/']) {
      expect(await cacheControl(path), path).toBe(revalidate);
    }
    expect(await cacheControl('/no-such-page')).toBe(options.notFoundCacheControl);
    expect(await cacheControl(asset)).toBe(immutable);

    expect((await request.get(`${origin}/sw.js`)).status()).toBe(200);
    const manifest = await request.get(`${origin}/manifest.webmanifest`);
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  });

  if (options.compresses) {
    test('compresses text responses', async ({ request }) => {
      const html = await request.get(`${origin}/courses`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(html.headers()['content-encoding']).toBe('gzip');
      const asset = entryScriptOf(await (await request.get(`${origin}/`)).text());
      expect(asset).toBeTruthy();
      const js = await request.get(`${origin}${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(js.headers()['content-encoding']).toBe('gzip');
      expect(js.headers()['vary']).toMatch(/Accept-Encoding/);
    });
  }

  test('sends the security headers on pages and on the 404, and its own policy on /admin/', async ({
    request,
  }) => {
    const policy = contentSecurityPolicy({ connectOrigin: defaultEmailjsOrigin, header: true });
    for (const path of ['/', '/booking', '/no-such-page']) {
      const headers = (await request.get(`${origin}${path}`)).headers();
      expect(headers['content-security-policy'], path).toBe(policy);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
    }
    const admin = (await request.get(`${origin}/admin/`)).headers();
    expect(admin['content-security-policy']).toContain("'unsafe-eval'");
    expect(admin['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(admin['x-robots-tag']).toBe('noindex, nofollow');
    // The GitHub login popup posts back to the editor's window: no same-origin COOP there.
    expect(admin['cross-origin-opener-policy']).toBeUndefined();
  });

  test('a booking through the served site reaches the (intercepted) e-mail endpoint once', async ({
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

  options.moreTests?.(() => origin);
  if (options.offlineWalk === false) return;

  // Last: it stops the server (not only the network emulated away). One page of each address
  // shape this server answers in its own way (the home page, a route's page, a course's page in its
  // folder) and the 404: the worker took every file from this server at install, so a shape its
  // headers or redirects broke would show here. Every page is walked offline, by link, address
  // and reload, from `vite preview` (pwa-offline.spec.ts, course-pages.spec.ts).
  test('after one visit, a page of each kind opens by URL and by reload with the server stopped', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const pages = pageOfEachKind();
    await page.goto(`${origin}/`);
    await waitForServiceWorkerControl(page);

    await server?.stop();
    server = undefined;
    expect(await isServerGone(`${origin}/`)).toBe(true);
    await context.setOffline(true);

    for (const { path, heading } of pages) {
      await test.step(path, async () => {
        await page.goto(`${origin}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        expect(await brokenImages(page)).toEqual([]);
      });
    }
    await test.step('a reload', async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.at(-1)?.heading ?? '');
    });
    await test.step('an unknown path shows the not-found page', async () => {
      await page.goto(`${origin}/no-such-page`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(builtHeading('404.html'));
    });
  });
}

/** The home page, the first route's page besides it, and the first course's page. */
function pageOfEachKind(): BuiltPage[] {
  const pages = builtPages();
  const home = pages.find(({ path }) => path === paths.home);
  const route = pages.find(({ path }) => path !== paths.home);
  const [course] = content.courses;
  if (!home || !route || !course) throw new Error('content/ has no home page, route page or course');
  const path = coursePath(course.slug);
  return [home, route, { path, heading: builtHeading(pageFileOf(path, defaultLocale)) }];
}

/** Every <img> of the page, loaded (lazy ones too); returns the sources that did not arrive. */
async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    return images.filter((image) => image.naturalWidth === 0).map((image) => image.currentSrc || image.src);
  });
}
