import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { createEmotionCache } from './app/emotion-cache';
import { AppProviders } from './app/providers';
import { routeForPath } from './app/route-table';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into');

const app = (
  <StrictMode>
    <AppProviders cache={createEmotionCache()}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// Prerendered pages are hydrated once their page chunk is in, so hydration never suspends;
// the dev server serves an empty #root, which is rendered from scratch.
if (container.hasChildNodes()) {
  await routeForPath(window.location.pathname).page.preload();
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
