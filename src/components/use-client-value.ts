import { startTransition, useEffect, useReducer } from 'react';

// Once every region of the page has hydrated (src/start-up/render-app.tsx says so), a component
// shows the browser's value from its first render (a page opened by a link in the app). Not
// sooner: the regions hydrate one by one (src/app/region-boundary.tsx), and a component of a region
// still hydrating must render what the prerendered page showed. Not the document's `data-hydrated`
// either: a static page sets it with no app at all (src/start-up/start-on-demand.ts).
let hydrated = false;

/** The app has hydrated the whole page, or rendered it (no prerendered page to match). */
export function markAppHydrated(): void {
  hydrated = true;
}

/** Whether the app has hydrated the whole page (a region failing after that is no longer the server's). */
export const appHydrated = (): boolean => hydrated;

/**
 * A value only the browser knows (the query string, today's date), and what the prerendered page
 * showed instead. Hydration uses `serverValue`; afterwards, a component whose value differs
 * renders again, as a transition React splits into short tasks. (useSyncExternalStore would
 * re-render it at once, in the task that commits the hydration, with every effect of the page:
 * one long task on a slow phone.) Keep the hook in the component that shows the value.
 */
export function useClientValue<T>(clientValue: () => T, serverValue: T): T {
  // After its own hydration, a component whose value differs shows the browser's from then on.
  const [shownHere, showClient] = useReducer(() => true, false);
  const showsClient = shownHere || appHydrated();
  useEffect(() => {
    if (!showsClient && !Object.is(clientValue(), serverValue)) startTransition(showClient);
    // Once, after the first render: later renders show the browser's value once this one has, or
    // once the whole page has hydrated.
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
