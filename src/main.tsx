/**
 * The entry: a few hundred bytes that wait for the prerendered page to be painted, then load
 * React and the app and hydrate. The page is readable without JavaScript, so nothing of the app
 * needs to compete with the first paint on a slow phone.
 */

// Falls back to a timer where animation frames do not run (a tab opened in the background).
const firstPaintFallbackMs = 100;

const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    const done = () => setTimeout(resolve, 0);
    requestAnimationFrame(done);
    setTimeout(resolve, firstPaintFallbackMs);
  });

// A module (for top-level await) with nothing to export.
export {};

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into');
if (container.hasChildNodes()) await afterFirstPaint();

const { startApp } = await import('./app/start-app');
await startApp(container);
