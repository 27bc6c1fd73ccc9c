import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * False on the server and during hydration, true after: for output that depends on the browser
 * (the query string, today's date) without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, onClient, onServer);
}

/** Today's date in the visitor's time zone, as an <input type=date> value (YYYY-MM-DD). */
export function localIsoDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const noDate = () => undefined;

/** Today's date after hydration (the prerendered page cannot know it), undefined before. */
export function useToday(): string | undefined {
  return useSyncExternalStore(subscribeNever, localIsoDate, noDate);
}
