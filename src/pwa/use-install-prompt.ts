import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffer(next: BeforeInstallPromptEvent | null) {
  offer = next;
  listeners.forEach((listener) => listener());
}

// Listen from the moment this module loads, not from an effect: the browser may make its offer
// before the page has hydrated, and it makes it only once per page load.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for our own button instead of the browser's mini-infobar.
    event.preventDefault();
    setOffer(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isStandalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** Shows the browser's install dialog; the offer is spent either way, so the button goes. */
async function install(): Promise<void> {
  const current = offer;
  if (!current) return;
  setOffer(null);
  await current.prompt();
  await current.userChoice;
}

/** Whether the browser offers to install the site as an app (never inside the installed app). */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const canInstall = useSyncExternalStore(
    subscribe,
    () => offer !== null && !isStandalone(),
    () => false,
  );
  return { canInstall, install };
}
