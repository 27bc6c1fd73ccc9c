import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import createEmotionServer from '@emotion/server/create-instance';
import { contentNow } from 'virtual:content/now';
import { App } from './app';
import { localeInfo, localeOfPath, locales, localizedPath, pageFileOf, type Locale } from '../config/locales';
import { loadedLocaleData } from '../locale/locale-data';
import {
  preloadEveryLocaleModule,
  localeModulesAttribute,
  type LocaleModuleKey,
} from '../locale/locale-modules';
import { LocaleProvider } from '../locale/locale-provider';
import { createEmotionCache, markAsPrerendered } from './emotion-cache';
import { AppProviders } from './providers';
import { notFoundRoute, pageRoutes, routeForPath, type PageRoute } from './route-table';
import { renderHeadTags } from './head-tags';

/** One rule set Emotion inserted while rendering a page: its cache key (`ck` or `ck-global`), id and CSS. */
export interface PageStyle {
  key: string;
  id: string;
  css: string;
}

export interface RenderedPage {
  /** Markup for inside #root. */
  appHtml: string;
  /** The attributes #root carries: the language modules the page read, for the start-up chain to preload. */
  rootAttributes: string;
  /** Tags for <head>: title, description, social cards, structured data, critical styles. */
  headHtml: string;
  /** headHtml without the style tags, for a page that links a shared stylesheet instead. */
  headTags: string;
  /** The page's critical styles, rule by rule, in the order of its style tags. */
  styles: PageStyle[];
}

export interface PrerenderTarget {
  url: string;
  locale: Locale;
  /** The file it is written to in the build: `sw/courses.html`. */
  file: string;
  route: PageRoute;
}

/** Every page the build writes out, in every language: each route, and the not-found page for any other path. */
export const prerenderTargets: readonly PrerenderTarget[] = locales.flatMap((locale) =>
  [...pageRoutes.map((route) => ({ path: route.path, route })), { path: '/404', route: notFoundRoute }].map(
    ({ path, route }) => ({
      url: localizedPath(path, locale),
      locale,
      file: pageFileOf(path, locale),
      route,
    }),
  ),
);

const unreadVariables = /--ck-(?:breakpoints-\w+|sizes-breakpoint-\w+|colors-color-palette-\d+):[^;}]*;/g;

/** Renders one URL (in the language its address is in) to HTML with the styles it uses. */
export async function renderPage(url: string): Promise<RenderedPage> {
  const { pathname } = new URL(url, 'http://localhost');
  const route = routeForPath(pathname);
  const locale = localeOfPath(pathname);
  await Promise.all([route.page.preload(), preloadEveryLocaleModule()]);

  // A fresh cache per page, so each page carries exactly the styles it uses.
  const cache = createEmotionCache();
  const emotionServer = createEmotionServer(cache);
  const read = new Set<LocaleModuleKey>();
  const appHtml = renderToString(
    <AppProviders cache={cache}>
      <LocaleProvider locale={locale} record={(key) => read.add(key)}>
        <StaticRouter location={url} basename={localeInfo[locale].prefix || undefined}>
          <App />
        </StaticRouter>
      </LocaleProvider>
    </AppProviders>,
  );
  // Chakra defines a variable per breakpoint and per step of the html's palette that no style reads
  // (recipes read the palette's roles): 0.9 KB a page. The e2e style check fails on one read undefined.
  for (const [id, css] of Object.entries(cache.inserted))
    if (typeof css === 'string') cache.inserted[id] = css.replace(unreadVariables, '');
  const chunks = emotionServer.extractCriticalToChunks(appHtml);
  const styleTags = markAsPrerendered(emotionServer.constructStyleTagsFromChunks(chunks));
  // With the server's cache, Emotion keeps each inserted rule's text by id (what the chunks join).
  const inserted = cache.inserted as Record<string, string | true>;
  const styles = chunks.styles.flatMap(({ key, ids }) =>
    ids.map((id) => ({ key, id, css: typeof inserted[id] === 'string' ? inserted[id] : '' })),
  );
  const headTags = renderHeadTags(route, loadedLocaleData(locale), contentNow);
  return {
    appHtml,
    rootAttributes: `${localeModulesAttribute}="${[...read].sort().join(' ')}"`,
    headHtml: headTags + styleTags,
    headTags,
    styles,
  };
}
