import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

/** The prerendered not-found page, precached like every other page. */
const notFoundPage = '/404.html';

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

/**
 * Any other page (every known route is answered from the precache first): the network first, since
 * a newer deploy may have a page this worker does not know yet; offline, the precached not-found page.
 */
function registerUnknownPageRoute(): void {
  registerRoute(
    ({ request, url }) => isSiteNavigation(request, url),
    async ({ request }) => {
      try {
        return await fetch(request, { signal: AbortSignal.timeout(networkTimeoutMs) });
      } catch {
        const page = await matchPrecache(notFoundPage);
        if (!page) return Response.error();
        return new Response(page.body, { status: 404, statusText: 'Not Found', headers: page.headers });
      }
    },
  );
}

/** Routes for navigations the precache does not answer by itself. Register after the precache route. */
export function registerPageRoutes(): void {
  registerTrailingSlashRedirect();
  registerUnknownPageRoute();
}
