import { startTransition, useEffect, useReducer } from 'react';

// Set by the first effect after hydration: from then on, a component shows the browser's value
// from its first render (a page opened by a link in the app). Hydration never suspends
// (start-app.ts loads the page first), so no part of the page hydrates after this is set.
let appHydrated = false;

/**
 * A value only the browser knows (the query string, today's date), and what the prerendered page
 * showed instead. Hydration uses `serverValue`; afterwards, a component whose value differs
 * renders again, as a transition React splits into short tasks. (useSyncExternalStore would
 * re-render it at once, in the task that commits the hydration, with every effect of the page:
 * one long task on a slow phone.) Keep the hook in the component that shows the value.
 */
export function useClientValue<T>(clientValue: () => T, serverValue: T): T {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const showsClient = appHydrated;
  useEffect(() => {
    appHydrated = true;
    if (!showsClient && !Object.is(clientValue(), serverValue)) startTransition(rerender);
    // Once, after the first render: later renders read the browser's value themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return showsClient ? clientValue() : serverValue;
}

/**
 * False on the server and during hydration, true after: for what only the enhanced page shows
 * (aria-expanded the script keeps up to date, say).
 */
export function useHydrated(): boolean {
  return useClientValue(() => true, false);
}
