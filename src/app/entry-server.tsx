import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import createEmotionServer from '@emotion/server/create-instance';
import { App } from './app';
import { createEmotionCache } from './emotion-cache';
import { AppProviders } from './providers';
import { notFoundRoute, pageRoutes, routeForPath, type PageRoute } from './route-table';
import { renderHeadTags } from './head-tags';

export interface RenderedPage {
  /** Markup for inside #root. */
  appHtml: string;
  /** Tags for <head>: title, description, social cards, structured data, critical styles. */
  headHtml: string;
}

export interface PrerenderTarget {
  url: string;
  route: PageRoute;
}

/** Every page the build writes out: each route, and the not-found page for any other path. */
export const prerenderTargets: readonly PrerenderTarget[] = [
  ...pageRoutes.map((route) => ({ url: route.path, route })),
  { url: '/404', route: notFoundRoute },
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
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </AppProviders>,
  );
  const styleTags = constructStyleTagsFromChunks(extractCriticalToChunks(appHtml));
  return { appHtml, headHtml: renderHeadTags(route) + styleTags };
}
