import { useEffect, useSyncExternalStore } from 'react';
import {
  getServerServiceWorkerState,
  getServiceWorkerState,
  startServiceWorker,
  subscribeServiceWorker,
  type ServiceWorkerState,
} from './service-worker-store';
import { useLocale } from '../locale/locale-provider';

/** Registers the service worker after hydration and follows its install and update state. */
export function useServiceWorker(): ServiceWorkerState {
  const locale = useLocale();
  useEffect(() => {
    void startServiceWorker(locale);
  }, [locale]);
  return useSyncExternalStore(subscribeServiceWorker, getServiceWorkerState, getServerServiceWorkerState);
}
