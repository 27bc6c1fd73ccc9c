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

/** Today's date in the visitor's time zone, as an <input type=date> value (YYYY-MM-DD). */
export function localIsoDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Today's date after hydration (the prerendered page cannot know it), undefined before. */
export function useToday(): string | undefined {
  return useClientValue(localIsoDate, undefined);
}
