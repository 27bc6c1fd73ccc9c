import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * A value only the browser knows (the query string, today's date), and what the prerendered page
 * showed instead. Hydration uses `serverValue`; React then re-renders, synchronously, only the
 * components whose value differs, so keep the hook in the component that shows the value.
 */
export function useClientValue<T>(clientValue: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeNever, clientValue, () => serverValue);
}

/**
 * False on the server and during hydration, true after: for what only the enhanced page shows
 * (aria-expanded the script keeps up to date, say).
 */
export function useHydrated(): boolean {
  return useClientValue(() => true, false);
}
