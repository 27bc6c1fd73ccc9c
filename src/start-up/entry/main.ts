/**
 * The start-up chain, step 1: hold a booking pressed before hydration, wait for the first paint (the
 * page works without JavaScript), then load ../start-app.ts, which loads the rest.
 */
import { appCannotStart, holdEarlySubmits } from '../../features/booking/form/held-submit';
import { noteLanguageChoice } from '../../lib/language-choice';
import { fetchAhead, importWithRetry } from '../../chunks/import-with-retry';
import { isPrerendered } from './is-prerendered';
import { islandOf } from '../../lib/app-on-demand';
// For its listener: the browser offers to install once, maybe before start-on-demand has loaded.
import '../../pwa/install-offer';

/**
 * Resolves once the first paint is on the screen (the `paint` entry; an animation frame's paint can come
 * well after it runs), so no script competes with it. A page out of sight paints nothing: no wait.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') {
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
  // A prerendered page works without the app; the dev server's empty page needs it at once.
  const prerendered = isPrerendered(container);
  if (prerendered) await afterFirstPaint();
  // The island and the DOM renderer it imports: beside start-on-demand, not a round trip or two after.
  if (prerendered && islandOf(container)) {
    void fetchAhead(() => import('../booking-island'));
    void fetchAhead(() => import('../dom-renderer'));
  }
  const hold = prerendered
    ? (await importWithRetry(() => import('../start-on-demand'))).holdUntilNeeded(container)
    : undefined;
  // What needs it: a link pressed (whose page the app then loads at once), or something else.
  const pressedFirst = hold ? await hold.needed : undefined;
  // Every chunk of the chain at once (render-app needs the rest): one by one, a slow link idled at each.
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
// Not a top-level await: the app's chunks import the preload helper from this entry chunk, which they
// could not while it was evaluating.
boot(container).catch((error: unknown) => {
  // Retries spent: the prerendered page stays as it is, and a held booking is handed to the visitor.
  console.error('The app could not start', error);
  appCannotStart();
});
