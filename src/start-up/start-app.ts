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
    // The dev server's empty container renders from scratch, with every module of its language.
    modules: isPrerendered(container) ? listedLocaleModules(container) : everyLocaleModule(),
  };
}

/** Fetches, unevaluated, what `startApp` loads for this page, so a press waits only for the next page's. */
export function fetchPageAhead(container: HTMLElement): void {
  const { locale, modules, route } = pageToStart(container);
  if (!route.isStatic) void route.page.fetchAhead();
  void fetchLocaleModulesAhead(locale, modules);
}

/**
 * Step 2: the theme config, the style system, React's DOM renderer, then the app, each in a task of its
 * own so none holds up a tap on a slow phone. The page's chunk, words and content load alongside, so
 * hydration never suspends (a chunk that cannot be had rejects here, not as the error screen). `next`:
 * a link pressed before the app started, whose page loads alongside too.
 */
export async function startApp(container: HTMLElement, next?: string): Promise<void> {
  const { locale, modules, route } = pageToStart(container);
  // A static page keeps its prerendered HTML: its code loads with a link to it.
  const page = Promise.all([route.isStatic || route.page.preload(), preloadLocaleModules(locale, modules)]);
  // Awaited below; a rejection before then is not "unhandled".
  page.catch(() => undefined);
  // The pressed link's page too, with the words and content its HTML lists (fetched as the page read them,
  // a second on the phone bench). If any of it fails, the navigation asks again.
  if (next) {
    routeForPath(next)
      .page.preload()
      .catch(() => undefined);
    fetch(next)
      .then((response) => response.text())
      .then((html) => {
        const listed = new RegExp(`<div id="root"[^>]* ${localeModulesAttribute}="([^"]*)"`).exec(html);
        return preloadLocaleModules(locale, parseLocaleModules(listed?.[1]));
      })
      .catch(() => undefined);
  }
  // The theme's config in a task of its own: evaluated with the style system, it made that task long.
  await importWithRetry(() => import('virtual:theme-config'));
  await nextTask();
  await importWithRetry(() => import('../theme/system'));
  await nextTask();
  // React's DOM renderer, the largest module.
  await importWithRetry(() => import('react-dom/client'));
  await nextTask();
  const { renderApp } = await importWithRetry(() => import('./render-app'), { leaf: true });
  await page;
  await nextTask();
  await renderApp(container, locale);
}
