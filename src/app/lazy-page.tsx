import { use, type ComponentType } from 'react';

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
 * A route-split page that renders synchronously once loaded. React.lazy would suspend on its
 * first render even when the chunk is already there, which breaks hydration of prerendered
 * HTML; this keeps the loaded component and uses it directly.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;

  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
      return loaded;
    }));

  function Component() {
    const Page = loaded ?? use(preload());
    return <Page />;
  }

  return { Component, preload };
}
