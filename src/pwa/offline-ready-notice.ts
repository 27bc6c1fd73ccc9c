// "Ready to work offline" after the worker's first install: plain DOM on a card the layout rendered
// hidden, so a page whose app waits need not start it for news no one acts on.
import { localeOfPath } from '../config/locales';
import { offlineSizeSaid } from '../lib/offline-sizes';
import { loadLocaleModule } from '../locale/locale-modules';
import { nextNoticeOrder } from '../components/notice-order';
import { offlineReadyCardId } from './plain-notice-ids';
import { getServiceWorkerState, subscribeServiceWorker } from './service-worker-store';

// News, not a choice: it goes by itself after a while.
const shownForMs = 8000;

let started = false;
let shown = false;

async function show(card: HTMLElement): Promise<void> {
  // In the language of the page shown now (the reader may have switched since the page loaded).
  const locale = localeOfPath(window.location.pathname);
  const [{ pwa }, size] = await Promise.all([
    loadLocaleModule(locale, 'words:pwa'),
    offlineSizeSaid(locale, true).catch(() => null),
  ]);
  const text = card.firstElementChild;
  if (!text) return;
  // Shown once its size is read, so the notice never grows a line under the reader's eyes.
  card.style.order = String(nextNoticeOrder());
  card.hidden = false;
  text.textContent = size ? pwa.offlineReadySaved(size) : pwa.offlineReady;
  setTimeout(() => (card.hidden = true), shownForMs);
}

/** Shows the notice once the site works offline; once per page load, however often started. */
export function startOfflineReadyNotice(): void {
  if (started) return;
  started = true;
  const showWhenReady = () => {
    const card = document.getElementById(offlineReadyCardId);
    if (shown || !card || !getServiceWorkerState().offlineReady) return;
    shown = true;
    show(card).catch(() => {
      // Its words could not load (retries spent): news, so nothing is lost but the news.
    });
  };
  subscribeServiceWorker(showWhenReady);
  // Installed before this ran: no change will come.
  showWhenReady();
}
