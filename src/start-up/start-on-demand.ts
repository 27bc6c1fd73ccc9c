/**
 * A prerendered page's first load runs none of the app until something needs it: a link of the site
 * pressed, a notice to show, the clock past a date the page shows, or a form touched. Until then its
 * controls are native or plain DOM, and its booking form a React island (./booking-island.tsx).
 */
import { fetchAhead, importWithRetry } from '../chunks/import-with-retry';
import { enhanceShareButtons } from '../components/share-buttons';
import { enhanceDisclosureNav } from '../components/shell/disclosure-nav';
import { localeOfPath } from '../config/locales';
import { datesHold, inIsland, islandOf, showsDates } from '../lib/app-on-demand';
import { appCannotStart } from '../features/booking/form/held-submit';
import { loadOutbox } from '../features/booking/load-outbox';
import { formChanged } from '../lib/form-changed';
import { inAppLink } from '../lib/in-app-link';
import { languageToOffer } from '../lib/language-choice';
import { canInstall, subscribeInstallOffer } from '../pwa/install-offer';
import { isOnline, subscribeOnlineStatus } from '../pwa/online-status';
import {
  getServiceWorkerState,
  startServiceWorker,
  subscribeServiceWorker,
} from '../pwa/service-worker-store';

// A press the app has not followed by then is the browser's, so a slow or failing app never keeps the
// reader waiting: twice the app's median 1.9 s at the phone profile, rounded up.
const followByBrowserMs = 4_000;

export interface Hold {
  /** Settles when something needs the app: with the link pressed, if that was it. */
  needed: Promise<HTMLAnchorElement | undefined>;
  /** Stops holding presses (the app has started, or cannot), giving the last link pressed meanwhile. */
  release: () => HTMLAnchorElement | undefined;
}

const afterLoad = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** Starts the outbox as the app would; calls `need` when it holds a booking a notice shows (now or later). */
async function startOutbox(need: () => void, keep: (unsubscribe: () => void) => void): Promise<void> {
  const outbox = await loadOutbox();
  outbox.startOutbox();
  keep(outbox.subscribeOutbox(() => need()));
  if (!(await outbox.isOutboxAvailable())) return;
  const { queued, refused } = await outbox.readOutbox();
  if (queued.length > 0 || refused.some((booking) => !booking.dismissed)) need();
}

/** Enhances the page without the app, and holds a press on a link of the site until the app can follow it. */
export function holdUntilNeeded(container: HTMLElement): Hold {
  const locale = localeOfPath(window.location.pathname);
  let need: (link?: HTMLAnchorElement) => void = () => {};
  const asked = new Promise<HTMLAnchorElement | undefined>((resolve) => (need = resolve));
  // Hydrated at once, before any app; failing, it hands over a booking pressed meanwhile.
  const island = islandOf(container);
  const islandSettled = island
    ? importWithRetry(() => import('./booking-island'))
        .then(({ hydrateBookingIsland }) => hydrateBookingIsland(container, island))
        .then(
          () => true,
          (error: unknown) => {
            console.error('The booking form could not start', error);
            appCannotStart();
            return false;
          },
        )
    : Promise.resolve(true);
  const needed = Promise.all([asked, islandSettled]).then(([link]) => link);
  let pressed: HTMLAnchorElement | undefined;
  let fallback: ReturnType<typeof setTimeout> | undefined;

  const header = container.querySelector('header');
  if (header) enhanceDisclosureNav(header);
  enhanceShareButtons(container);

  // The page's dates are the build's: a clock past one needs the app, now or later (a tab left open).
  // Checked each minute, as the app's own clock (src/components/use-content-now.ts).
  const checkDates = () => {
    if (!datesHold(container, Date.now())) need();
  };
  checkDates();
  const clock = showsDates(container) ? setInterval(checkDates, 60_000) : undefined;
  // Every listener of the page's own goes with `release`.
  const listeners = new AbortController();
  const { signal } = listeners;
  if (clock) document.addEventListener('visibilitychange', checkDates, { signal });

  const linkToFollow = (event: MouseEvent) => {
    const link = inAppLink(event, locale);
    // A #fragment of this very page is the browser's to scroll to.
    return link && !(link.pathname === window.location.pathname && link.hash) ? link : undefined;
  };
  // A form works before the app, which then finishes its work (the filter's address and count): one
  // touched, changed already, or named by the query needs it. Not the island's, which React runs.
  const inForm = (target: EventTarget | null) =>
    target instanceof Element && target.closest('form') !== null && !inIsland(target);
  const onForm = (event: Event) => {
    if (inForm(event.target)) need();
  };
  const query = new URLSearchParams(window.location.search);
  const forms = [...container.querySelectorAll('form')].filter((form) => !inIsland(form));
  if (
    inForm(document.activeElement) ||
    forms.some(formChanged) ||
    [...query.keys()].some((name) => forms.some((form) => form.querySelector(`[name="${CSS.escape(name)}"]`)))
  )
    need();
  // A finger on a link starts the app at once: the click comes as it lifts, a tenth of a second on.
  const onPointerDown = (event: PointerEvent) => {
    const link = linkToFollow(event);
    if (link || inForm(event.target)) need(link);
  };
  const onClick = (event: MouseEvent) => {
    // A later press the app followed itself, as the regions it hydrates one by one come alive: it wins.
    if (event.defaultPrevented && event.target instanceof Element && event.target.closest('a')) {
      pressed = undefined;
      clearTimeout(fallback);
      return;
    }
    const link = linkToFollow(event);
    if (!link) return;
    event.preventDefault();
    pressed = link;
    clearTimeout(fallback);
    fallback = setTimeout(() => {
      pressed = undefined;
      document.removeEventListener('click', onClick);
      window.location.assign(link.href);
    }, followByBrowserMs);
    need(link);
  };
  document.addEventListener('pointerdown', onPointerDown, { signal });
  document.addEventListener('focusin', onForm, { signal });
  document.addEventListener('change', onForm, { signal });
  document.addEventListener('click', onClick, { signal });
  // <html data-hydrated>: every control is enhanced (tests wait for it), the island's once hydrated.
  void islandSettled.then((enhanced) => {
    if (enhanced) document.documentElement.dataset.hydrated = '';
  });

  // Removed on release: the app then listens itself, and the online store probes only while listened to.
  const listening: (() => void)[] = [];
  let released = false;
  const keep = (unsubscribe: () => void) => (released ? unsubscribe() : listening.push(unsubscribe));

  // After the page's pictures and the island's hydration: fetched beside them, the app's chunks and the
  // worker's precache held the island up on the phone profile.
  void Promise.all([afterLoad(), islandSettled]).then(() => {
    if (released) return;
    // Into the HTTP cache, so a press needs little network (half a second less on the phone profile):
    // the app's chain and this page's chunk, words and content; only start-app's imports are evaluated.
    importWithRetry(() => import('./start-app'))
      .then(({ fetchPageAhead }) => fetchPageAhead(container))
      .catch(() => {
        // Retries spent: the press asks for them again.
      });
    void fetchAhead(() => import('./render-app'));
    keep(
      subscribeServiceWorker(() => {
        const { offlineReady, updateReady } = getServiceWorkerState();
        // A version to reload into is the app's to offer; "ready to work offline" is news, shown without it.
        if (updateReady) need();
        else if (offlineReady)
          importWithRetry(() => import('../pwa/offline-ready-notice'))
            .then((notice) => notice.startOfflineReadyNotice())
            .catch(() => {
              // Retries spent: only the news is lost.
            });
      }),
    );
    void startServiceWorker(locale);
    // The browser's offer to install the site: shown without the app too, its code loaded only then.
    const showInstallOffer = () => {
      if (canInstall())
        importWithRetry(() => import('../pwa/install-notice'))
          .then((notice) => notice.startInstallNotice())
          .catch(() => {
            // Retries spent: the browser offers again on the next page.
          });
    };
    keep(subscribeInstallOffer(showInstallOffer));
    showInstallOffer();
    // Its first subscriber asks the server once, as the app's offline notice would.
    const offline = () => {
      if (!isOnline()) need();
    };
    keep(subscribeOnlineStatus(offline));
    // Already offline: the browser says so, and no event will.
    offline();
    void languageToOffer(locale).then((offer) => {
      if (offer) need();
    });
    startOutbox(() => need(), keep).catch((error: unknown) => {
      // Every retry failed: waiting bookings stay stored, for the next page load or the worker.
      console.error('Error sending email: the booking outbox could not load', error);
    });
  });

  return {
    needed,
    release: () => {
      released = true;
      listening.splice(0).forEach((unsubscribe) => unsubscribe());
      clearTimeout(fallback);
      clearInterval(clock);
      listeners.abort();
      return pressed;
    },
  };
}
