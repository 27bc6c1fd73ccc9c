import { use, type ComponentType } from 'react';
import { fetchAhead, importWithRetry } from '../chunks/import-with-retry';
import { readableLoad, type ReadableLoad } from '../lib/readable-load';

export interface PageModule {
  default: ComponentType;
}

export interface LazyPage {
  /** Renders the page, suspending only if its chunk has not been loaded yet. */
  Component: ComponentType;
  /** Loads the page's chunk; awaited before prerendering and before hydration. */
  preload: () => Promise<ComponentType>;
  /** Fetches the page's chunks into the HTTP cache and evaluates none: `preload` then waits on no network. */
  fetchAhead: () => Promise<void>;
}

/**
 * A route-split page that renders at once when loaded (React.lazy suspends on its first render even
 * then, which breaks hydration): every render calls `use` on the load, which carries React's thenable
 * fields. A load that failed for good is forgotten, so the next render retries.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let pending: ReadableLoad<ComponentType> | undefined;

  const preload = (): Promise<ComponentType> =>
    (pending ??= readableLoad(
      importWithRetry(load, { leaf: true }).then((module) => module.default),
      () => (pending = undefined),
    ));

  function Component() {
    const Page = use(preload());
    return <Page />;
  }

  // The bare import, not `preload`: a fetch alone resolves with nothing, which `pending` must never keep.
  return { Component, preload, fetchAhead: () => fetchAhead(load) };
}
