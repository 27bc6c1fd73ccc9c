import { matchPath } from 'react-router-dom';
import { paths, type PageKey } from '../config/paths';
import { pageMeta, type PageMeta } from '../content/page-meta';
import { lazyPage, type LazyPage, type PageModule } from './lazy-page';

// One chunk per page; the prerender plugin matches chunks to routes by these file names.
const pageModules = import.meta.glob<PageModule>('../pages/*-page.tsx');

export type RouteKey = PageKey | 'notFound';

export interface PageRoute {
  key: RouteKey;
  /** The router path; '*' for the not-found page. */
  path: string;
  /** Page module file name under src/pages, without extension. */
  pageFile: string;
  /** File the prerendered HTML is written to, relative to dist. */
  htmlFile: string;
  meta: PageMeta;
  page: LazyPage;
}

function pageRoute(key: RouteKey, path: string, pageFile: string, htmlFile: string): PageRoute {
  const load = pageModules[`../pages/${pageFile}.tsx`];
  if (!load) throw new Error(`No page module src/pages/${pageFile}.tsx for route ${key}`);
  return { key, path, pageFile, htmlFile, meta: pageMeta[key], page: lazyPage(load) };
}

/** Every route of the site, in navigation order, with the page that renders it. */
export const pageRoutes: readonly PageRoute[] = [
  pageRoute('home', paths.home, 'home-page', 'index.html'),
  pageRoute('courses', paths.courses, 'courses-page', 'courses.html'),
  pageRoute('about', paths.about, 'about-page', 'about.html'),
  pageRoute('faqs', paths.faqs, 'faqs-page', 'faqs.html'),
  pageRoute('community', paths.community, 'community-page', 'community.html'),
  pageRoute('corporate', paths.corporate, 'corporate-page', 'corporate.html'),
  pageRoute('booking', paths.booking, 'booking-page', 'booking.html'),
];

export const notFoundRoute: PageRoute = pageRoute('notFound', '*', 'not-found-page', '404.html');

/** The route that renders a pathname, falling back to the not-found page. */
export function routeForPath(pathname: string): PageRoute {
  return pageRoutes.find((route) => matchPath(route.path, pathname)) ?? notFoundRoute;
}
