import { siteAnswers } from '../lib/site-answers';

// navigator.onLine stays true on Wi-Fi with no internet, so each page load and `online` event also asks
// the server. No event tells when a quiet server is back: asked again every 15 s while it is quiet,
// which keeps the banner honest within a glance for one tiny request.
const reprobeMs = 15_000;

let serverAnswered = true;
let probing = false;
let reprobeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

async function probeServer() {
  if (probing) return;
  probing = true;
  serverAnswered = await siteAnswers();
  probing = false;
  clearTimeout(reprobeTimer);
  if (!serverAnswered && listeners.size > 0) reprobeTimer = setTimeout(() => void probeServer(), reprobeMs);
  notify();
}

function onOnline() {
  notify();
  void probeServer();
}

/** Follows whether the site is online (for useSyncExternalStore, and a page waiting to start the app). */
export function subscribeOnlineStatus(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', notify);
    if (navigator.onLine) void probeServer();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', notify);
    clearTimeout(reprobeTimer);
  };
}

/** The browser says online and the server answered the last check. */
export const isOnline = (): boolean => navigator.onLine && serverAnswered;
