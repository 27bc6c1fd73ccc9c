// The browser's offer to install the site: plain DOM on a card the layout rendered hidden, so that no
// page starts its app for an offer the browser may make on any first visit.
import { localeOfPath } from '../config/locales';
import { loadLocaleModule } from '../locale/locale-modules';
import { nextNoticeOrder } from '../components/notice-order';
import { installCardId } from './plain-notice-ids';
import { canInstall, install, subscribeInstallOffer } from './install-offer';

let started = false;

/** Its words, in the page's language (the language link loads a page of its own). */
async function fill(card: HTMLElement): Promise<void> {
  const { pwa } = await loadLocaleModule(localeOfPath(window.location.pathname), 'words:pwa');
  // The card is NoticeCard's markup (the layout's): its text, then Install, then Hide.
  const [text, installButton, hideButton] = card.children;
  if (text) text.textContent = pwa.installOffer;
  if (installButton) installButton.textContent = pwa.install;
  if (hideButton) {
    hideButton.textContent = pwa.hide;
    hideButton.setAttribute('aria-label', pwa.hideInstallLabel);
  }
}

/** Shows the card while the browser offers installation; once per page load, however often started. */
export function startInstallNotice(): void {
  const card = document.getElementById(installCardId);
  if (started || !card) return;
  started = true;
  // Hidden by the reader for this page load: the browser offers it again on the next.
  let hiddenByReader = false;
  let showing = false;
  const update = () => {
    if (!canInstall() || hiddenByReader) {
      card.hidden = true;
      return;
    }
    if (!card.hidden || showing) return;
    showing = true;
    fill(card)
      .then(() => {
        // Shown once it has its words, above the notices already there; unless the offer went meanwhile.
        if (!canInstall() || hiddenByReader) return;
        card.style.order = String(nextNoticeOrder());
        card.hidden = false;
      })
      .catch(() => {
        // Its words could not load (retries spent): the browser offers again on the next page.
      })
      .finally(() => (showing = false));
  };
  const [, installButton, hideButton] = card.children;
  // The offer is spent either way: the store then says so, and the card goes.
  installButton?.addEventListener('click', () => void install());
  hideButton?.addEventListener('click', () => {
    hiddenByReader = true;
    update();
  });
  subscribeInstallOffer(update);
  update();
}
