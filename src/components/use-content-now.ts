import { startTransition, useEffect, useReducer } from 'react';
import { contentNow } from 'virtual:content/now';
import { useClientValue } from './use-client-value';

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
 * "Now" for dated content: the build's time while the prerendered HTML hydrates (so hydration
 * matches it exactly), then the visitor's own clock. An app opened offline months after its last
 * update therefore still shows past events as past. Each change renders as a transition (see
 * useClientValue): the page around the dates is long.
 */
export function useContentNow(): number {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => subscribe(() => startTransition(rerender)), []);
  return useClientValue(() => current, contentNow);
}
