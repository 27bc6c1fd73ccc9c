import { startTransition, useEffect, useReducer } from 'react';

// Once every region has hydrated (a region hydrating must match the prerendered page), a component shows
// the browser's value from its first render. Not `data-hydrated`: a static page sets it with no app at all.
let hydrated = false;

/** The app has hydrated the whole page, or rendered it (no prerendered page to match). */
export function markAppHydrated(): void {
  hydrated = true;
}

/** Whether the app has hydrated the whole page (a region failing after that is no longer the server's). */
export const appHydrated = (): boolean => hydrated;

/**
 * A value only the browser knows, `serverValue` while hydrating, then re-rendered as a transition:
 * useSyncExternalStore re-renders in the hydration's own task, a long one on a slow phone.
 */
export function useClientValue<T>(clientValue: () => T, serverValue: T): T {
  // After its own hydration, a component whose value differs shows the browser's from then on.
  const [shownHere, showClient] = useReducer(() => true, false);
  const showsClient = shownHere || appHydrated();
  useEffect(() => {
    if (!showsClient && !Object.is(clientValue(), serverValue)) startTransition(showClient);
    // Once, after the first render: `shownHere` holds from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return showsClient ? clientValue() : serverValue;
}

/** False on the server and during hydration, true after: for what only the enhanced page shows. */
export function useHydrated(): boolean {
  return useClientValue(() => true, false);
}
