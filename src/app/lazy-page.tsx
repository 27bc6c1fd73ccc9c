import { use, type ComponentType } from 'react';
import { importWithRetry } from '../chunks/import-with-retry';

export interface PageModule {
  default: ComponentType;
}

export interface LazyPage {
  /** Renders the page, suspending only if its chunk has not been loaded yet. */
  Component: ComponentType;
  /** Loads the page's chunk; awaited before prerendering and before hydration. */
  preload: () => Promise<ComponentType>;
}

/**
 * A route-split page that renders synchronously once loaded (React.lazy suspends on its first
 * render even when the chunk is there, which breaks hydration). A load that failed for good is
 * forgotten, so the next render of the route tries again instead of staying broken until a reload.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;

  const preload = () =>
    (pending ??= importWithRetry(load, { leaf: true }).then(
      (module) => {
        loaded = module.default;
        return loaded;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));

  function Component() {
    const Page = loaded ?? use(preload());
    return <Page />;
  }

  return { Component, preload };
}
