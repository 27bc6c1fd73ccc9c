import { startTransition, useEffect, useReducer, useState } from 'react';
import { contentNow } from 'virtual:content/now';
import { momentDatesHold } from '../lib/app-on-demand';
import { appHydrated, useClientValue } from './use-client-value';

// Events start and end on the minute; a value changing once a minute re-renders at most that often.
const minute = 60_000;
const toMinute = (time: number) => Math.floor(time / minute) * minute;

let current = toMinute(Date.now());

function subscribe(onChange: () => void) {
  const tick = () => {
    const next = toMinute(Date.now());
    if (next === current) return;
    current = next;
    onChange();
  };
  tick();
  // A phone that slept, or a tab left open past an event's end, catches up when seen again.
  const timer = window.setInterval(tick, minute);
  document.addEventListener('visibilitychange', tick);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', tick);
  };
}

/**
 * "Now" for dated content: while hydrating, a moment the dated markup holds at (the build's instant in
 * the scripts renamed every chunk on every build), then the visitor's clock, so past events show as past.
 */
export function useContentNow(): number {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => subscribe(() => startTransition(rerender)), []);
  // Read once, and only while hydrating: once the app has hydrated, the clock's value is shown.
  const [shown] = useState(() =>
    import.meta.env.SSR ? contentNow : appHydrated() ? current : momentDatesHold(document),
  );
  return useClientValue(() => current, shown);
}
