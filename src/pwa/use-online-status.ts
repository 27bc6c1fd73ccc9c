import { useSyncExternalStore } from 'react';

// navigator.onLine only says a network interface is up: on Wi-Fi with no internet, or with the
// college's server down, it stays true while every request fails, and a page the service worker
// served from its cache looks no different. So each page load (and each `online` event) also asks
// the server once. sw.js is the request: the service worker neither precaches nor routes it, so it
// always reaches the server, and it is tiny and never cached (HEAD, no-store).
const probeUrl = `${import.meta.env.BASE_URL}sw.js`;

let serverAnswered = true;
let probing = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

async function probeServer() {
  if (probing) return;
  probing = true;
  try {
    // Any HTTP answer, even an error status, means the network works.
    await fetch(probeUrl, { method: 'HEAD', cache: 'no-store' });
    serverAnswered = true;
  } catch {
    serverAnswered = false;
  } finally {
    probing = false;
  }
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
