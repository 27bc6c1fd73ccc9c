import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False on the server and during hydration, true after: for what only the enhanced page shows
 * (aria-expanded the script keeps up to date, say). React re-renders only the components that use it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
