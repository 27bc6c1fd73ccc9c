import { PrecacheRoute } from 'workbox-precaching';
import { registerRoute, Route } from 'workbox-routing';
import { appStartPath } from '../config/paths';
import { localeOfPath, locales, localizedPath, notFoundPageOf, type Locale } from '../config/locales';
import { noteLanguageChoice } from '../lib/language-choice';
import { firstKeptPage, installLanguagePack, keepFile, keptFile, languagePacks } from './language-packs';

// What PrecacheRoute's match hands its handler as params (Workbox types it `any`).
type PrecacheMatch = { cacheKey: string };

// How long a request waits for the server's first byte before the offline answer is given: on a
// weak signal a request can hang for a minute. Only the wait for the answer is timed, as Workbox's
// NetworkFirst races it: an answer that has begun is never cut off, since aborting a fetch also
// ends a body still being read (a 63 KB page at 2G's 10 KB/s stopped at 36 KB, its tab stuck).
const firstByteTimeoutMs = 4000;

/**
 * The network's answer, once it begins, raced against the timeout: undefined if it failed or has
 * not begun in time. `fetching` goes on either way, so a late answer can still be kept.
 */
async function beganInTime(fetching: Promise<Response>, timeoutMs: number): Promise<Response | undefined> {
  // The timer's type as inferred: a number in a worker, but these routes are unit-tested in Node too.
  let stopTimer = () => {};
  const late = new Promise<undefined>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    stopTimer = () => clearTimeout(timer);
  });
  try {
    return await Promise.race([fetching, late]);
  } catch {
    return undefined;
  } finally {
    stopTimer();
  }
}

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

/** What the worker needs to know to answer: which language the reader reads. */
export interface PageRouteContext {
  /** The language the installed app opens in, and whose not-found page an unknown page gets offline. */
  readerLanguage: () => Promise<Locale>;
  /** The wait for a page's first byte: `firstByteTimeoutMs` above, unless a test sets a short one. */
  firstByteTimeoutMs?: number;
}

/**
 * The reader's not-found page, offline, for a page not on the device: its own language's, else the
 * reader's, else (the reader's pack never finished) any on the device. At another language's
 * address the app would start in that language over this page's words, so it comes with a policy
 * that runs none of its scripts: a static page whose links are plain links.
 */
async function offlineNotFound(url: URL, context: PageRouteContext): Promise<Response> {
  const own = localeOfPath(url.pathname);
  const found = await firstKeptPage([own, await context.readerLanguage(), ...locales], notFoundPageOf);
  if (!found) return Response.error();
  const headers = new Headers(found.page.headers);
  if (found.locale !== own) headers.set('Content-Security-Policy', "script-src 'none'");
  return new Response(found.page.body, { status: 404, statusText: 'Not Found', headers });
}

/**
 * A language's page or chunk, found as Workbox's precache finds a file (`/sw/courses` is
 * `sw/courses.html`, `/` `index.html`, any query ignored: the servers send the same file): from its
 * pack when it is on the device, else from the network (the reader has just chosen that language,
 * and its pack is on its way), kept once whole; offline, a page not saved yet gets the not-found
 * page, which says a page may not be saved on this phone yet.
 */
function registerLanguageFiles(locale: Locale, context: PageRouteContext): void {
  const { match } = new PrecacheRoute(languagePacks[locale], { ignoreURLParametersMatching: [/./] });
  const handler = async ({ request, url, event, params }: Parameters<Route['handler']['handle']>[0]) => {
    const { cacheKey } = params as PrecacheMatch;
    // A page of the language the reader chose is served: the choice is noted now, not when its
    // script runs. A page that cannot be served (a tap made offline) is no choice.
    const served = (response: Response) => {
      if (isNavigation(request) && response.ok) event.waitUntil(noteLanguageChoice(url, request.referrer));
      return response;
    };
    const kept = await keptFile(locale, cacheKey);
    if (kept) return served(kept);
    const fetching = fetch(request);
    // Kept once it has arrived whole, however slowly, and even if it began too late to be shown;
    // and the rest of its language is fetched at once, before the page's own script asks.
    event.waitUntil(keepFile(locale, cacheKey, fetching));
    if (isNavigation(request)) event.waitUntil(installLanguagePack(locale, event).catch(() => undefined));
    const answer = await beganInTime(fetching, context.firstByteTimeoutMs ?? firstByteTimeoutMs);
    if (answer) return served(answer);
    // Not begun in time: the copy kept meanwhile (the pack being fetched), else the not-found page.
    const keptSince = await keptFile(locale, cacheKey);
    if (keptSince) return served(keptSince);
    return isNavigation(request) ? offlineNotFound(url, context) : Response.error();
  };
  registerRoute(
    new Route(
      (options) =>
        (!isNavigation(options.request) || isSiteNavigation(options.request, options.url)) &&
        (match(options) as PrecacheMatch | undefined),
      handler,
    ),
  );
}

/**
 * `/about/` -> `/about`, as the servers answer (tools/deploy-rules.ts: 308, Cloudflare Pages' own
 * status), so it works offline too.
 */
function registerTrailingSlashRedirect(): void {
  registerRoute(
    ({ request, url }) =>
      isSiteNavigation(request, url) && url.pathname.length > 1 && url.pathname.endsWith('/'),
    ({ url }) => {
      const target = new URL(url.href);
      target.pathname = url.pathname.replace(/\/+$/, '');
      return Promise.resolve(Response.redirect(target.href, 308));
    },
  );
}

/**
 * Any other page: the network first, since a newer deploy may have a page this worker does not
 * know yet; offline, or not begun in time, the not-found page.
 */
function registerUnknownPageRoute(context: PageRouteContext): void {
  registerRoute(
    ({ request, url }) => isSiteNavigation(request, url),
    async ({ request, url }) =>
      (await beganInTime(fetch(request), context.firstByteTimeoutMs ?? firstByteTimeoutMs)) ??
      offlineNotFound(url, context),
  );
}

/**
 * `/start`, where the installed app opens (the manifest's start_url): the home page of the language
 * the reader chose last. An address of its own, so a shared link to the home page is never redirected.
 */
function registerAppStart(context: PageRouteContext): void {
  registerRoute(
    ({ request, url }) => isNavigation(request) && url.pathname === appStartPath,
    async ({ url }) =>
      Response.redirect(new URL(localizedPath('/', await context.readerLanguage()), url.origin).href, 302),
  );
}

/** Routes for what the precache of shared files does not answer. Register after the precache route. */
export function registerPageRoutes(context: PageRouteContext): void {
  registerAppStart(context);
  registerTrailingSlashRedirect();
  for (const locale of locales) registerLanguageFiles(locale, context);
  registerUnknownPageRoute(context);
}
