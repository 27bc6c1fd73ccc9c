import { useSyncExternalStore } from 'react';
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

function subscribe(listener: () => void): () => void {
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

/**
 * Whether the site is online: the browser says so and the server answered the last check. The
 * prerendered page assumes online; the live answer replaces it after hydration.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && serverAnswered,
    () => true,
  );
}
