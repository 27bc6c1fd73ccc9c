/**
 * The start-up chain, step 1 (the entry chunk, with ./import-with-retry): hold a booking pressed
 * before hydration, wait for the first paint, then load ../start-app.ts, which loads the rest.
 * The page works without JavaScript, so nothing here competes with its first paint.
 */
import { appCannotStart, holdEarlySubmits } from '../../features/booking/form/held-submit';
import { noteLanguageChoice } from '../../lib/language-choice';
import { fetchAhead, importWithRetry } from '../../chunks/import-with-retry';
import { isPrerendered } from './is-prerendered';
import { islandOf } from '../../lib/app-on-demand';
// For its listener: the browser makes its install offer once a page has loaded, which can be
// before start-on-demand has, and only once.
import '../../pwa/install-offer';

/**
 * Resolves once the page's first paint has been presented (the browser's own `paint` entry), so no
 * script of the app is fetched or run before the reader sees the page. An animation frame is not
 * that: its paint can reach the screen well after its callbacks run. A page out of sight (a tab
 * opened behind) paints nothing, so it does not wait, as before.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    const hidden = () => document.visibilityState === 'hidden';
    if (hidden()) {
      resolve();
      return;
    }
    // Visible now, so its next change is to hidden.
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });

async function boot(container: HTMLElement): Promise<void> {
  // A prerendered page works without the app, which starts once something needs it
  // (../start-on-demand.ts); the dev server's empty page needs it at once.
  const prerendered = isPrerendered(container);
  if (prerendered) await afterFirstPaint();
  // The booking form's island and React's DOM renderer, which it imports in turn: requested beside
  // start-on-demand rather than a round trip or two after it.
  if (prerendered && islandOf(container)) {
    void fetchAhead(() => import('../booking-island'));
    void fetchAhead(() => import('../dom-renderer'));
  }
  const hold = prerendered
    ? (await importWithRetry(() => import('../start-on-demand'))).holdUntilNeeded(container)
    : undefined;
  // What needs it: a link pressed (whose page the app then loads at once), or something else.
  const pressedFirst = hold ? await hold.needed : undefined;
  // Every chunk the chain evaluates (render-app needs the rest) requested at once: one after
  // another they left a slow link idle for a round trip and an evaluation at each step.
  void fetchAhead(() => import('../render-app'));
  let started = false;
  try {
    const { startApp } = await importWithRetry(() => import('../start-app'));
    await startApp(container, pressedFirst?.pathname);
    started = true;
  } finally {
    // A link pressed while the app started: followed in the app, or by the browser if it cannot.
    const pressed = hold?.release();
    if (pressed && started && pressed.isConnected) pressed.click();
    else if (pressed) window.location.assign(pressed.href);
  }
}

holdEarlySubmits();
// At once: the reader may leave this page before the app starts, and the choice must hold.
void noteLanguageChoice(new URL(window.location.href), document.referrer);
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into');
// Not a top-level await: the app's chunks import the preload helper (src/chunks/fetch-then-import.ts)
// from this entry chunk (vite.config.ts), which they could not do while this module was evaluating.
boot(container).catch((error: unknown) => {
  // Retries spent: the prerendered page stays as it is, and a held booking is handed to the visitor.
  console.error('The app could not start', error);
  appCannotStart();
});
