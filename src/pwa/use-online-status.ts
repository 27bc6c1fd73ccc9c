import { useSyncExternalStore } from 'react';
import { isOnline, subscribeOnlineStatus } from './online-status';

/**
 * Whether the site is online: the browser says so and the server answered the last check. The
 * prerendered page assumes online; the live answer replaces it after hydration.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeOnlineStatus, isOnline, () => true);
}
