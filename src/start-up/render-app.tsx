import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../app/app';
import { routerBasename } from '../config/site-locale';
import { createEmotionCache } from '../app/emotion-cache';
import { AppProviders } from '../app/providers';
import { keepPrerenderedRegions } from './region-boundary';

/** Step 3: hydrates the prerendered page in `container`, or renders into it when empty (the dev server). */
export function renderApp(container: HTMLElement): void {
  const app = (
    <StrictMode>
      <AppProviders cache={createEmotionCache()}>
        <BrowserRouter basename={routerBasename}>
          <App />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );

  if (!container.hasChildNodes()) {
    createRoot(container).render(app);
    return;
  }
  keepPrerenderedRegions(container);
  // As a transition, which React may split into short tasks, so a tap is not held up by one long one.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
