import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { appStartPath } from '../config/paths';
import { localeOfPath, localizedPath, notFoundPageOf, type Locale } from '../config/locales';

/** Pages of the other language the visitor opened: kept so they open offline too. */
const visitedPagesCache = 'pages-visited';
// The newest this many are kept: a page is about 20 KB, and a visitor reads a few in the other language.
const visitedPagesKept = 30;

// How long an unknown path waits for the server before the offline not-found page is shown. On a
// weak mobile signal a request can hang for a minute; a few seconds is long enough for a real answer.
const networkTimeoutMs = 4000;

/**
 * Paths the worker leaves to the server: the content editor at /admin/ is a directory with its own
 * index.html, which the server reaches by redirecting /admin to /admin/. The trailing-slash rule
 * below would send /admin/ back to /admin, a redirect loop (ERR_TOO_MANY_REDIRECTS) for anyone who
 * has the site's worker, and the editor is never precached, so the worker has nothing to add there.
 */
export const navigationDenylist: readonly RegExp[] = [/^\/admin(\/|$)/];

const isNavigation = (request: Request) => request.mode === 'navigate';

/** A navigation the worker answers (or passes on) itself; anything denylisted goes to the network untouched. */
const isSiteNavigation = (request: Request, url: URL) =>
  isNavigation(request) && !navigationDenylist.some((pattern) => pattern.test(url.pathname));

/**
 * `/about/` -> `/about`, as the servers answer (tools/deploy-rules.ts: 308, Cloudflare Pages' own
 * status), so it works offline too.
 */
function registerTrailingSlashRedirect(): void {
  registerRoute(
    ({ request, url }) =>
      isSiteNavigation(request, url) && url.pathname.length > 1 && url.pathname.endsWith('/'),
    async ({ url }) => {
      const target = new URL(url.href);
      target.pathname = url.pathname.replace(/\/+$/, '');
      return Response.redirect(target.href, 308);
    },
  );
}

/** Keeps a page of the other language the visitor opened, the newest few only. */
async function keepVisited(request: Request, response: Response): Promise<void> {
  const cache = await caches.open(visitedPagesCache);
  await cache.put(request.url, response);
  const kept = await cache.keys();
  await Promise.all(
    kept.slice(0, Math.max(0, kept.length - visitedPagesKept)).map((old) => cache.delete(old)),
  );
}

/**
 * Any other page (every page of the visitor's language is answered from the precache first): the
 * network first, since a newer deploy may have a page this worker does not know yet, or a page of
 * the other language, kept once opened; offline, that kept copy, else the precached not-found page
 * in the visitor's language, which says a page may not be saved on this phone yet.
 */
function registerUnknownPageRoute(locale: Locale): void {
  registerRoute(
    ({ request, url }) => isSiteNavigation(request, url),
    async ({ request, url }) => {
      try {
        const response = await fetch(request, { signal: AbortSignal.timeout(networkTimeoutMs) });
        if (response.ok) await keepVisited(request, response.clone());
        return response;
      } catch {
        const kept = await (await caches.open(visitedPagesCache)).match(request.url);
        if (kept) return kept;
        const page = await matchPrecache(notFoundPageOf(locale));
        if (!page) return Response.error();
        const init = { status: 404, statusText: 'Not Found', headers: page.headers };
        if (localeOfPath(url.pathname) === locale) return new Response(page.body, init);
        // At the other language's address its app could not start (another router's basename):
        // the page without its scripts, whose links are plain links.
        const html = (await page.text()).replace(/<script\b[^>]*>\s*<\/script>/g, '');
        return new Response(html, init);
      }
    },
  );
}

/**
 * `/start`, where the installed app opens (the manifest's start_url): the home page of the language
 * the visitor reads, by the worker's own language. An address of its own, so a shared link to the
 * home page is never redirected.
 */
function registerAppStart(locale: Locale): void {
  registerRoute(
    ({ request, url }) => isNavigation(request) && url.pathname === appStartPath,
    async ({ url }) => Response.redirect(new URL(localizedPath('/', locale), url.origin).href, 302),
  );
}

/** Routes for navigations the precache does not answer by itself. Register after the precache route. */
export function registerPageRoutes(locale: Locale): void {
  registerAppStart(locale);
  registerTrailingSlashRedirect();
  registerUnknownPageRoute(locale);
}
