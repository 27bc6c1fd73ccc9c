import { importWithRetry } from '../chunks/import-with-retry';
import { isPrerendered } from './entry/is-prerendered';
import { routeForPath } from '../app/route-table';
import { localeOfPath } from '../config/locales';
import {
  everyLocaleModule,
  fetchLocaleModulesAhead,
  listedLocaleModules,
  localeModulesAttribute,
  parseLocaleModules,
  preloadLocaleModules,
} from '../locale/locale-modules';

// A macrotask boundary: the browser may handle input and paint between two steps.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The page the app starts on: its language, its route, and the words and content it shows. */
function pageToStart(container: HTMLElement) {
  const { pathname } = window.location;
  return {
    locale: localeOfPath(pathname),
    route: routeForPath(pathname),
    // What the prerendered page read; an empty container (the dev server) renders from scratch,
    // with every module of its language at hand.
    modules: isPrerendered(container) ? listedLocaleModules(container) : everyLocaleModule(),
  };
}

/**
 * What `startApp` loads for the page it starts on, fetched into the HTTP cache and not evaluated:
 * its chunk (unless it is static) and its words and content. Called once the page has loaded, on a
 * page whose app waits for a need (./start-on-demand.ts), so that the press that starts it waits on
 * the network only for the next page's.
 */
export function fetchPageAhead(container: HTMLElement): void {
  const { locale, modules, route } = pageToStart(container);
  if (!route.isStatic) void route.page.fetchAhead();
  void fetchLocaleModulesAhead(locale, modules);
}

/**
 * Step 2: the theme config, the style system, React's DOM renderer, then the app
 * (./render-app.tsx), each in a task of its own so no single task holds up a tap on a slow phone.
 * The page's chunk and the words and content it shows (in the language of its address) load
 * alongside, so hydration never suspends; if a chunk cannot be had this rejects before hydration,
 * which would otherwise swap the readable page for the error screen. `next`: the address of a link
 * pressed before the app started, whose page loads alongside too. Settles once the page is the app's.
 */
export async function startApp(container: HTMLElement, next?: string): Promise<void> {
  const { locale, modules, route } = pageToStart(container);
  // A static page keeps its prerendered HTML (src/components/prerendered-part.tsx): its code loads with a link to it.
  const page = Promise.all([route.isStatic || route.page.preload(), preloadLocaleModules(locale, modules)]);
  // Awaited below; a rejection before then is not "unhandled".
  page.catch(() => undefined);
  // The page of a link pressed before the app started (a static page), loaded alongside, with the
  // words and content its prerendered HTML lists (each fetched as the page first read it was a
  // round trip each, a second on the phone bench): the app follows the press once it has hydrated
  // this page. If any of it fails, the navigation asks again.
  if (next) {
    routeForPath(next).page.preload().catch(() => undefined);
    fetch(next)
      .then((response) => response.text())
      .then((html) => {
        const listed = new RegExp(`<div id="root"[^>]* ${localeModulesAttribute}="([^"]*)"`).exec(html);
        return preloadLocaleModules(locale, parseLocaleModules(listed?.[1]));
      })
      .catch(() => undefined);
  }
  // The theme's config is data worked out at build time, yet its evaluation made the style
  // system's task below a long one: it comes first, in a task of its own.
  await importWithRetry(() => import('virtual:theme-config'));
  await nextTask();
  await importWithRetry(() => import('../theme/system'));
  await nextTask();
  // React's DOM renderer, the largest module, evaluated in a task before the app's own modules.
  await importWithRetry(() => import('react-dom/client'));
  await nextTask();
  const { renderApp } = await importWithRetry(() => import('./render-app'), { leaf: true });
  await page;
  await nextTask();
  await renderApp(container, locale);
}
