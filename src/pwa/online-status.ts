import { siteAnswers } from '../lib/site-answers';

// navigator.onLine only says a network interface is up: on Wi-Fi with no internet, or with the
// college's server down, it stays true while every request fails, and a page the service worker
// served from its cache looks no different. So each page load (and each `online` event) also asks
// the server once (siteAnswers).
// When the server went quiet while the browser still says online, no `online` event will tell us
// it is back: ask again now and then. 15 s keeps the banner honest within a glance, at one tiny
// request a quarter-minute, and only while the site believes it is offline.
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

/** Follows whether the site is online (for useSyncExternalStore, and a static page waiting to start the app). */
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
