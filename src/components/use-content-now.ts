import { startTransition, useEffect, useReducer, useState } from 'react';
import { contentNow } from 'virtual:content/now';
import { momentDatesHold } from '../lib/app-on-demand';
import { appHydrated, useClientValue } from './use-client-value';

// Minutes are fine enough for events (they start and end on the minute), and a value that changes
// once a minute re-renders the page once a minute at most.
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
 * "Now" for dated content: while the prerendered HTML hydrates, a moment at which it shows what it
 * shows (the build's own on the server; in the browser, one its dated markup gives, so the build's
 * instant stays out of the scripts, where it renamed every chunk on every build), then the
 * visitor's own clock. An app opened offline months after its last update therefore still shows
 * past events as past. Each change renders as a transition (see useClientValue): the page around
 * the dates is long.
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
