import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { createEmotionCache } from './emotion-cache';
import { AppProviders } from './providers';
import { routeForPath } from './route-table';

/** Hydrates the prerendered page in `container`, or renders into it when empty (the dev server). */
export async function startApp(container: HTMLElement): Promise<void> {
  const app = (
    <StrictMode>
      <AppProviders cache={createEmotionCache()}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );

  if (!container.hasChildNodes()) {
    createRoot(container).render(app);
    return;
  }
  // The page's chunk first, so hydration never suspends; then hydrate as a transition, which
  // React may split into short tasks, so a tap on the page is not held up by one long one.
  await routeForPath(window.location.pathname).page.preload();
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
