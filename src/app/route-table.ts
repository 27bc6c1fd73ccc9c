import { matchPath } from 'react-router-dom';
import courseSlugs from 'virtual:content/course-slugs';
import { unlocalizedPath } from '../config/locales';
import { coursePath, pageKeys, pages, type PageKey } from '../config/paths';
import { lazyPage, type LazyPage, type PageModule } from './lazy-page';

// One chunk per page; the prerender plugin matches chunks to routes by these file names.
const pageModules = import.meta.glob<PageModule>('../pages/*-page.tsx');

export type RouteKey = PageKey | 'course' | 'notFound';

/** A route: the same in every language (the router's basename adds a language's prefix). */
export interface PageRoute {
  key: RouteKey;
  /** The router path; '*' for the not-found page. */
  path: string;
  /** Page module file name under src/pages, without extension. */
  pageFile: string;
  page: LazyPage;
  /** The course a course page shows. */
  slug?: string;
  /** Nothing on the page changes once loaded: a first load keeps its HTML and loads none of its code. */
  isStatic: boolean;
}

const lazyPages = new Map<string, LazyPage>();

// No form, filter, share button or date read from the visitor's clock (src/components/prerendered-part.tsx);
// tests/build/kept-parts.test.ts fails on a control inside a kept page.
const staticPages: readonly RouteKey[] = ['home', 'about', 'corporate', 'faqs', 'notFound'];
function pageRoute(key: RouteKey, path: string, pageFile: string): PageRoute {
  const load = pageModules[`../pages/${pageFile}.tsx`];
  if (!load) throw new Error(`No page module src/pages/${pageFile}.tsx for route ${key}`);
  // One page module, so one chunk, for routes that share it (every course page).
  let page = lazyPages.get(pageFile);
  if (!page) lazyPages.set(pageFile, (page = lazyPage(load)));
  return {
    key,
    path,
    pageFile,
    page,
    isStatic: staticPages.includes(key),
  };
}

/** Every route of the site, in navigation order, with the page that renders it. */
export const pageRoutes: readonly PageRoute[] = [
  // Each page of the table (config/paths.ts), rendered by src/pages/<key>-page.tsx.
  ...pageKeys.map((key) => pageRoute(key, pages[key].path, `${key}-page`)),
  // A page per course: plain paths, not a `:slug` pattern, so an unknown slug is not found like any path.
  ...courseSlugs.map((slug) => ({ ...pageRoute('course', coursePath(slug), 'course-page'), slug })),
];

export const notFoundRoute: PageRoute = pageRoute('notFound', '*', 'not-found-page');

/** The route that renders a pathname (in any language), falling back to the not-found page. */
export function routeForPath(pathname: string): PageRoute {
  const path = unlocalizedPath(pathname);
  return pageRoutes.find((route) => matchPath(route.path, path)) ?? notFoundRoute;
}
