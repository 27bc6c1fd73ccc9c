import { PrecacheRoute } from 'workbox-precaching';
import { registerRoute, Route } from 'workbox-routing';
import { appStartPath } from '../config/paths';
import { localeOfPath, locales, localizedPath, notFoundPageOf, type Locale } from '../config/locales';
import { noteLanguageChoice } from '../lib/language-choice';
import { firstKeptPage, installLanguagePack, keepFile, keptFile, languagePacks } from './language-packs';

// What PrecacheRoute's match hands its handler as params (Workbox types it `any`).
type PrecacheMatch = { cacheKey: string };

// The wait for the server's first byte before the offline answer: on a weak signal a request can
// hang for a minute. A begun answer is never cut off, since aborting also ends a body being read.
const firstByteTimeoutMs = 4000;

/** The network's answer if it began in time, else undefined; `fetching` goes on either way. */
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
 * Paths the worker leaves to the server: the editor at /admin/ is a directory the server reaches by
 * redirecting /admin to /admin/, which the trailing-slash rule below would turn into a redirect loop.
 */
export const navigationDenylist: readonly RegExp[] = [/^\/admin(\/|$)/];

const isNavigation = (request: Request) => request.mode === 'navigate';

/** A navigation the worker answers (or passes on) itself; anything denylisted goes to the network untouched. */
const isSiteNavigation = (request: Request, url: URL) =>
  isNavigation(request) && !navigationDenylist.some((pattern) => pattern.test(url.pathname));

export interface PageRouteContext {
  /** The language the installed app opens in, and whose not-found page an unknown page gets offline. */
  readerLanguage: () => Promise<Locale>;
  /** The wait for a page's first byte: `firstByteTimeoutMs` above, unless a test sets a short one. */
  firstByteTimeoutMs?: number;
}

/**
 * The not-found page, offline, for a page not on the device: its own language's, else the reader's,
 * else any kept. Another language's runs no scripts: the app would start in this address's language.
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
 * A language's page or chunk, matched as Workbox's precache matches (`/sw/courses` is
 * `sw/courses.html`, any query ignored): from its pack when kept, else from the network, kept once
 * whole; offline, a page not kept yet gets the not-found page.
 */
function registerLanguageFiles(locale: Locale, context: PageRouteContext): void {
  const { match } = new PrecacheRoute(languagePacks[locale], { ignoreURLParametersMatching: [/./] });
  const handler = async ({ request, url, event, params }: Parameters<Route['handler']['handle']>[0]) => {
    const { cacheKey } = params as PrecacheMatch;
    // A served page of a language is the reader's choice, noted now rather than when its script runs.
    const served = (response: Response) => {
      if (isNavigation(request) && response.ok) event.waitUntil(noteLanguageChoice(url, request.referrer));
      return response;
    };
    const kept = await keptFile(locale, cacheKey);
    if (kept) return served(kept);
    const fetching = fetch(request);
    // Kept once whole, even if too late to be shown; the rest of its language is fetched at once.
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

/** `/about/` -> `/about` with a 308, as the servers answer (tools/deploy-rules.ts), offline too. */
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

/** Any other page: the network first (a newer deploy may have it), else the not-found page. */
function registerUnknownPageRoute(context: PageRouteContext): void {
  registerRoute(
    ({ request, url }) => isSiteNavigation(request, url),
    async ({ request, url }) =>
      (await beganInTime(fetch(request), context.firstByteTimeoutMs ?? firstByteTimeoutMs)) ??
      offlineNotFound(url, context),
  );
}

/**
 * `/start`, where the installed app opens: the home page of the language chosen last. An address of
 * its own, so a shared link to the home page is never redirected.
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
