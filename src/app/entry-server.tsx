import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import createEmotionServer from '@emotion/server/create-instance';
import { App } from './app';
import { localizedPath } from '../config/locales';
import { routerBasename, siteLocale } from '../config/site-locale';
import { createEmotionCache } from './emotion-cache';
import { markAsPlaced } from './prerendered-styles';
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
  /** Tags for <head>: title, description, social cards, structured data, critical styles. */
  headHtml: string;
  /** headHtml without the style tags, for a page that links a shared stylesheet instead. */
  headTags: string;
  /** The page's critical styles, rule by rule, in the order of its style tags. */
  styles: PageStyle[];
}

export interface PrerenderTarget {
  url: string;
  route: PageRoute;
}

/** Every page the build writes out: each route, and the not-found page for any other path. */
export const prerenderTargets: readonly PrerenderTarget[] = [
  ...pageRoutes.map((route) => ({ url: localizedPath(route.path, siteLocale), route })),
  { url: localizedPath('/404', siteLocale), route: notFoundRoute },
];

/** Renders one URL to HTML with the styles it uses, after loading its page chunk. */
export async function renderPage(url: string): Promise<RenderedPage> {
  const route = routeForPath(new URL(url, 'http://localhost').pathname);
  await route.page.preload();

  // A fresh cache per page, so each page carries exactly the styles it uses.
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const appHtml = renderToString(
    <AppProviders cache={cache}>
      <StaticRouter location={url} basename={routerBasename}>
        <App />
      </StaticRouter>
    </AppProviders>,
  );
  const chunks = extractCriticalToChunks(appHtml);
  const styleTags = markAsPlaced(constructStyleTagsFromChunks(chunks));
  // With the server's cache, Emotion keeps each inserted rule's text by id (what the chunks join).
  const inserted = cache.inserted as Record<string, string | true>;
  const styles = chunks.styles.flatMap(({ key, ids }) =>
    ids.map((id) => ({ key, id, css: typeof inserted[id] === 'string' ? inserted[id] : '' })),
  );
  const headTags = renderHeadTags(route);
  return { appHtml, headHtml: headTags + styleTags, headTags, styles };
}
