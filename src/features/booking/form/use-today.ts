import { useClientValue } from '../../../components/use-client-value';

/** Today's date in the visitor's time zone, as an <input type=date> value (YYYY-MM-DD). */
export function localIsoDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Today's date after hydration (the prerendered page cannot know it), undefined before. */
export function useToday(): string | undefined {
  return useClientValue(localIsoDate, undefined);
}
