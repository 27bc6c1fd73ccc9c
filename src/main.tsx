/**
 * The entry: a few hundred bytes that wait for the prerendered page to be painted, then load
 * React and the app and hydrate. The page is readable without JavaScript, and its menus, toggle
 * and FAQ are native disclosures, so nothing of the app needs to compete with the first paint on
 * a slow phone. The one thing the browser cannot do alone, a booking submit before hydration, is
 * caught here at once and held for the app.
 */
import { importWithRetry } from './lib/import-with-retry';
import { appCannotStart, holdEarlySubmits } from './features/booking/form/held-submit';

// Falls back to a timer where animation frames do not run (a tab opened in the background).
const firstPaintFallbackMs = 100;

const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    const done = () => setTimeout(resolve, 0);
    requestAnimationFrame(done);
    setTimeout(resolve, firstPaintFallbackMs);
  });

async function boot(container: HTMLElement): Promise<void> {
  if (container.hasChildNodes()) await afterFirstPaint();
  const { startApp } = await importWithRetry(() => import('./app/start-app'));
  await startApp(container);
}

holdEarlySubmits();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into');
// Not a top-level await: the app's chunks import Vite's preload helper from this entry chunk
// (vite.config.ts), which they could not do while this module was still evaluating.
void boot(container).catch((error: unknown) => {
  // The app's scripts did not load, even after retries (src/lib/import-with-retry.ts). The
  // prerendered page stays as it is, readable, its links and disclosures working; a booking held
  // for the app is handed over to the visitor (held-submit.ts).
  console.error('The app could not start', error);
  appCannotStart();
});
