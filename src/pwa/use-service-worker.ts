import { useEffect, useSyncExternalStore } from 'react';
import {
  getServerServiceWorkerState,
  getServiceWorkerState,
  startServiceWorker,
  subscribeServiceWorker,
  type ServiceWorkerState,
} from './service-worker-store';

/** Registers the service worker after hydration and follows its install and update state. */
export function useServiceWorker(): ServiceWorkerState {
  useEffect(() => {
    void startServiceWorker();
  }, []);
  return useSyncExternalStore(subscribeServiceWorker, getServiceWorkerState, getServerServiceWorkerState);
}
