import { registerRoute } from 'workbox-routing';
import { appStartPath } from '../config/paths';
import {
  localeOfPath,
  locales,
  localizedPath,
  notFoundPageOf,
  pageFileOf,
  type Locale,
} from '../config/locales';
import {
  firstKeptPage,
  keepLanguageFile,
  matchLanguageFile,
  type LanguageFile,
  type SplitManifest,
} from './language-packs';
import { noteLanguageChoice } from '../lib/language-choice';

// How long a request waits for the server's first byte before the offline answer is given: on a
// weak signal a request can hang for a minute. Only the wait for the answer is timed, as Workbox's
// NetworkFirst races it: an answer that has begun is never cut off, since aborting a fetch also
// ends a body still being read (a 63 KB page at 2G's 10 KB/s stopped at 36 KB, its tab stuck).
const firstByteTimeoutMs = 4000;

/**
 * The network's answer, once it begins, raced against the timeout: undefined if it failed or has
 * not begun in time. `fetching` goes on either way, so a late answer can still be kept.
 */
async function beganInTime(fetching: Promise<Response>): Promise<Response | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, firstByteTimeoutMs);
  });
  try {
    return await Promise.race([fetching, late]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
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

/** What the worker needs to know to answer: the languages' files, and which language the reader reads. */
export interface PageRouteContext {
  manifest: SplitManifest;
  /** The language the installed app opens in, and whose not-found page an unknown page gets offline. */
  readerLanguage: () => Promise<Locale>;
}

/** The language file a request asks for, if it is one: a page (`/sw/courses` is `sw/courses.html`) or a chunk. */
function languageFileOf(url: URL, request: Request, { manifest }: PageRouteContext) {
  const locale = localeOfPath(url.pathname);
  const file = isNavigation(request) ? pageFileOf(url.pathname, locale) : url.pathname.slice(1);
  for (const [language, files] of Object.entries(manifest.languages) as [
    Locale,
    Map<string, LanguageFile>,
  ][]) {
    const found = files.get(file);
    if (found) return { locale: language, file: found };
  }
  return undefined;
}

/**
 * The reader's not-found page, offline, for a page not on the device. At another language's
 * address the app would start in that language over this page's words: the page without its
 * scripts, whose links are plain links.
 */
async function offlineNotFound(url: URL, context: PageRouteContext): Promise<Response> {
  const own = localeOfPath(url.pathname);
  // Its own language's, else the reader's, else (the reader's pack never finished) any on the device.
  const order = [own, await context.readerLanguage(), ...locales];
  const found = await firstKeptPage(context.manifest.languages, order, (locale) =>
    notFoundPageOf(locale).slice(1),
  );
  if (!found) return Response.error();
  const { locale, page } = found;
  const init = { status: 404, statusText: 'Not Found', headers: page.headers };
  if (locale === own) return new Response(page.body, init);
  const html = (await page.text()).replace(/<script\b[^>]*>\s*<\/script>/g, '');
  return new Response(html, init);
}

/**
 * A language's page or chunk: from its pack when that language is on the device, else from the
 * network (the reader has just chosen it, and its pack is still on its way); offline, a page not
 * saved yet gets the not-found page, which says a page may not be saved on this phone yet.
 */
function registerLanguageFiles(context: PageRouteContext): void {
  registerRoute(
    ({ request, url }) =>
      url.origin === self.location.origin &&
      (!isNavigation(request) || isSiteNavigation(request, url)) &&
      languageFileOf(url, request, context) !== undefined,
    async ({ request, url, event }) => {
      // A page of the language the reader chose is served: the choice is noted now, not when its
      // script runs. A page that cannot be served (a tap made offline) is no choice.
      const served = (response: Response) => {
        if (isNavigation(request) && response.ok) event.waitUntil(noteLanguageChoice(url, request.referrer));
        return response;
      };
      const found = languageFileOf(url, request, context);
      if (!found) return Response.error();
      const { locale, file } = found;
      const kept = await matchLanguageFile(file, locale);
      if (kept) return served(kept);
      const fetching = fetch(request);
      // Kept once it has arrived whole, however slowly, and even if it began too late to be shown.
      event.waitUntil(keepLanguageFile(file, locale, fetching));
      const answer = await beganInTime(fetching);
      if (answer) return served(answer);
      // Not begun in time: the copy kept meanwhile (the pack being fetched), else the not-found page.
      const keptSince = await matchLanguageFile(file, locale);
      if (keptSince) return served(keptSince);
      return isNavigation(request) ? offlineNotFound(url, context) : Response.error();
    },
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
    async ({ url }) => {
      const target = new URL(url.href);
      target.pathname = url.pathname.replace(/\/+$/, '');
      return Response.redirect(target.href, 308);
    },
  );
}

/**
 * Any other page: the network first, since a newer deploy may have a page this worker does not
 * know yet; offline, the not-found page.
 */
function registerUnknownPageRoute(context: PageRouteContext): void {
  registerRoute(
    ({ request, url }) => isSiteNavigation(request, url),
    async ({ request, url }) => (await beganInTime(fetch(request))) ?? offlineNotFound(url, context),
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
  registerLanguageFiles(context);
  registerUnknownPageRoute(context);
}
