import type { Workbox } from 'workbox-window';
import type { Locale } from '../config/locales';
import type { WorkerMessage } from '../config/worker-messages';
import { importWithRetry } from '../chunks/import-with-retry';

export interface ServiceWorkerState {
  /** The first install finished: every page is cached and the site now works offline. */
  offlineReady: boolean;
  /** A new version is installed and waits for the visitor to reload into it. */
  updateReady: boolean;
}

// A tab left open for days navigates in the app and would never see a new version otherwise; the
// check is one small conditional request for sw.js.
const updateCheckIntervalMs = 60 * 60 * 1000;

const initialState: ServiceWorkerState = { offlineReady: false, updateReady: false };
let state = initialState;
const listeners = new Set<() => void>();
let workbox: Workbox | undefined;
let reloadRequested = false;

function setState(change: Partial<ServiceWorkerState>) {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
}

/** Subscribes to changes of the service worker state (for useSyncExternalStore). */
export function subscribeServiceWorker(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getServiceWorkerState = (): ServiceWorkerState => state;

/** What the prerendered page shows: nothing, until the browser has said otherwise. */
export const getServerServiceWorkerState = (): ServiceWorkerState => initialState;

let started = false;

/**
 * Registers the service worker once per page load. workbox-window loads here, not with the page: about
 * 2 KB gzip the page does not need to work. One worker for every language, so a switch is no update.
 */
export async function startServiceWorker(locale: Locale): Promise<void> {
  // The dev server builds no worker, and one left over from a preview would serve stale files.
  if (started || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  started = true;
  const hadController = Boolean(navigator.serviceWorker.controller);
  const { Workbox } = await importWithRetry(() => import('workbox-window'), { leaf: true });
  workbox = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });

  workbox.addEventListener('installed', (event) => {
    if (!event.isUpdate && !event.isExternal && !hadController) setState({ offlineReady: true });
  });
  // Fired for a version found now, one left waiting by an earlier visit, and one from another tab.
  workbox.addEventListener('waiting', () => setState({ updateReady: true }));
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloadRequested) window.location.reload();
    // Another tab accepted the update: this one now runs old code under a new worker, so it keeps
    // offering the reload, but never reloads by itself (it may hold a half-filled form).
    else if (hadController) setState({ updateReady: true });
  });

  workbox
    .register()
    // Tells the worker this page's language: it keeps that language's pages on the device.
    .then(() => navigator.serviceWorker.ready)
    .then(({ active }) => active?.postMessage({ type: 'READING', locale } satisfies WorkerMessage))
    .catch(() => {
      // No worker (private mode, blocked by policy): the site still works online, just not offline.
    });
  window.setInterval(() => {
    workbox?.update().catch(() => {
      // Offline or the server is down: the next check will try again.
    });
  }, updateCheckIntervalMs);
}

/** Activates the waiting version and reloads into it once it controls the page. */
export async function reloadIntoUpdate(): Promise<void> {
  reloadRequested = true;
  const registration = await navigator.serviceWorker.getRegistration();
  // Already activated from another tab: nothing is waiting, the reload alone brings the new version.
  if (!registration?.waiting) window.location.reload();
  else workbox?.messageSkipWaiting();
}
