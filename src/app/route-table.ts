import { matchPath } from 'react-router-dom';
import { localeInfo, unlocalizedPath } from '../config/locales';
import { siteLocale } from '../config/site-locale';
import { coursePath, paths, type PageKey } from '../config/paths';
import { courses } from '../content/courses';
import { courseMeta, pageMeta, type PageMeta } from '../content/page-meta';
import { lazyPage, type LazyPage, type PageModule } from '../start-up/lazy-page';

// One chunk per page; the prerender plugin matches chunks to routes by these file names.
const pageModules = import.meta.glob<PageModule>('../pages/*-page.tsx');

export type RouteKey = PageKey | 'course' | 'notFound';

export interface PageRoute {
  key: RouteKey;
  /** The router path, the same in every language (the router's basename adds /sw); '*' for the not-found page. */
  path: string;
  /** Page module file name under src/pages, without extension. */
  pageFile: string;
  /** File the prerendered HTML is written to, relative to dist, in this build's language. */
  htmlFile: string;
  meta: PageMeta;
  page: LazyPage;
  /** The course a course page shows. */
  slug?: string;
}

const lazyPages = new Map<string, LazyPage>();

/** Where a page of this build's language is written: `courses.html`, or `sw/courses.html` (`sw.html` for the home page). */
function inLanguage(htmlFile: string): string {
  const { prefix } = localeInfo[siteLocale];
  if (prefix === '') return htmlFile;
  return htmlFile === 'index.html' ? `${prefix.slice(1)}.html` : `${prefix.slice(1)}/${htmlFile}`;
}

function pageRoute(
  key: RouteKey,
  path: string,
  pageFile: string,
  file: string,
  meta: PageMeta = pageMeta[key as keyof typeof pageMeta],
): PageRoute {
  const htmlFile = inLanguage(file);
  const load = pageModules[`../pages/${pageFile}.tsx`];
  if (!load) throw new Error(`No page module src/pages/${pageFile}.tsx for route ${key}`);
  // One page module, so one chunk, for routes that share it (every course page).
  let page = lazyPages.get(pageFile);
  if (!page) lazyPages.set(pageFile, (page = lazyPage(load)));
  return { key, path, pageFile, htmlFile, meta, page };
}

/**
 * A page per course, all rendered by src/pages/course-page.tsx: `/courses/<slug>` written to
 * `courses/<slug>.html`. Plain paths, not a `:slug` pattern, so a slug that is not in the data is
 * the not-found page like any other unknown path, and each page has its own title and file.
 */
const courseRoutes = courses.map((course) => ({
  ...pageRoute(
    'course',
    coursePath(course.slug),
    'course-page',
    `courses/${course.slug}.html`,
    courseMeta(course),
  ),
  slug: course.slug,
}));

/** Every route of the site, in navigation order, with the page that renders it. */
export const pageRoutes: readonly PageRoute[] = [
  pageRoute('home', paths.home, 'home-page', 'index.html'),
  pageRoute('courses', paths.courses, 'courses-page', 'courses.html'),
  pageRoute('about', paths.about, 'about-page', 'about.html'),
  pageRoute('faqs', paths.faqs, 'faqs-page', 'faqs.html'),
  pageRoute('community', paths.community, 'community-page', 'community.html'),
  pageRoute('corporate', paths.corporate, 'corporate-page', 'corporate.html'),
  pageRoute('booking', paths.booking, 'booking-page', 'booking.html'),
  ...courseRoutes,
];

export const notFoundRoute: PageRoute = pageRoute('notFound', '*', 'not-found-page', '404.html');

/** The route that renders a pathname (in either language), falling back to the not-found page. */
export function routeForPath(pathname: string): PageRoute {
  const path = unlocalizedPath(pathname);
  return pageRoutes.find((route) => matchPath(route.path, path)) ?? notFoundRoute;
}
