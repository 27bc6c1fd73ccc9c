import { useSyncExternalStore } from 'react';
import { isOnline, subscribeOnlineStatus } from './online-status';

/** Whether the site is online (the prerendered page assumes so until hydration). */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeOnlineStatus, isOnline, () => true);
}
