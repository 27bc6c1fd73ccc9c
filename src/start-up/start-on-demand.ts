/**
 * A prerendered page's first load runs none of the app until something needs it. Its header's
 * menus and its share buttons are enhanced at once, without the app; the booking form is hydrated
 * by React alone (./booking-island.tsx); every other control is native (links, the FAQ's
 * <details>, the course filter's radios), and "ready to work offline" and the install offer are
 * plain DOM too. The app starts when the reader follows a link of the site
 * (held, then followed in the app, so the next page renders in the client), when a notice has
 * something to say (a version to reload into, the site offline, a language to offer, a booking in
 * the outbox), when the visitor's clock is past a date the page shows, or when the reader turns to a form.
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

// A press the app has not followed by then is the browser's to follow (the next page is whole
// without the app): an app slowed by dropped scripts, or one that cannot load (each import is
// retried for up to half a minute), must not keep the reader waiting. At the phone profile the app
// shows the next page 1.4 to 2.6 s after a press on a static page (median 1.9 s, 17 presses from
// three pages); this is twice that, rounded up to the half second.
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

/**
 * Starts the outbox, as the app does on every page (a booking waiting is sent, whatever the page),
 * and calls `need` when it has a booking whose notice a page shows, now or later (another tab),
 * until the listener it gives `keep` is removed.
 */
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
  // The booking form's island, hydrated at once (./booking-island.tsx); the app, should it start,
  // starts after it, leaving the form to it. Failing, it hands over a booking pressed meanwhile.
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

  // What the clock decides (the events, the intakes) is the build's: a clock already past one of its dates needs
  // the app now, one that passes it later (a tab left open, a phone woken) then. Each minute, as the
  // app's own clock (src/components/use-content-now.ts). A page with nothing dated has none to watch.
  const checkDates = () => {
    if (!datesHold(container, Date.now())) need();
  };
  checkDates();
  const clock = showsDates(container) ? setInterval(checkDates, 60_000) : undefined;
  if (clock) document.addEventListener('visibilitychange', checkDates);

  const linkToFollow = (event: MouseEvent) => {
    const link = inAppLink(event, locale);
    // A #fragment of this very page is the browser's to scroll to.
    return link && !(link.pathname === window.location.pathname && link.hash) ? link : undefined;
  };
  // A form works before the app (the filter's radios and CSS), which then finishes what it does
  // (the filter's address and count): a finger, focus or change on one starts it, as does one
  // changed already (before this ran, or restored by the browser) or a query filling one of its
  // fields. Not the island's form (the booking form), which React runs already.
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
  document.addEventListener('pointerdown', onPointerDown);
  document.addEventListener('focusin', onForm);
  document.addEventListener('change', onForm);
  document.addEventListener('click', onClick);
  // Every control on the page is enhanced (<html data-hydrated>'s meaning, which tests wait for),
  // the island's once it has hydrated.
  void islandSettled.then((enhanced) => {
    if (enhanced) document.documentElement.dataset.hydrated = '';
  });

  // The stores' listeners below, removed on release: the app then listens for itself, and the
  // online store probes the server only while someone listens.
  const listening: (() => void)[] = [];
  let released = false;
  const keep = (unsubscribe: () => void) => (released ? unsubscribe() : listening.push(unsubscribe));

  // After the page's own requests (its pictures) and the island's hydration, none of which this
  // may delay: on the phone profile the app's chunks and the worker's precache, fetched beside the
  // island's, held its hydration up.
  void Promise.all([afterLoad(), islandSettled]).then(() => {
    if (released) return;
    // So a press needs little network: the app's chain fetched into the HTTP cache, and this page's
    // own chunk, words and content, which the app loads before it follows the press (a course page's
    // press to the booking form took about half a second longer without). Nothing renders: start-app
    // and the modules it imports are evaluated to name them, the rest only fetched.
    importWithRetry(() => import('./start-app'))
      .then(({ fetchPageAhead }) => fetchPageAhead(container))
      .catch(() => {
        // Retries spent: the press asks for them again.
      });
    void fetchAhead(() => import('./render-app'));
    keep(
      subscribeServiceWorker(() => {
        const { offlineReady, updateReady } = getServiceWorkerState();
        // A version to reload into is a choice, the app's to offer. "Ready to work offline" is news,
        // shown without it; its code loads only then, after the first install (once per device).
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
      document.removeEventListener('visibilitychange', checkDates);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onForm);
      document.removeEventListener('change', onForm);
      document.removeEventListener('click', onClick);
      return pressed;
    },
  };
}
