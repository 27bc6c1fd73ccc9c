import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { hashTarget } from '../lib/hash-target';
import { revealElement } from '../lib/reveal-element';

// Where the reader was on each page of this visit, by history entry: Back and Forward return there.
const positions = new Map<string, number>();
// A page that never grows that tall (its content changed) is left where it is.
const restoreForMs = 3_000;

// A restore still waiting for its page: the next navigation ends it, so it never scrolls another page.
let stopRestoring = () => {};

/** Scrolls to `top` once the page is that tall: the page Back returns to may still be loading. */
function scrollWhenReachable(top: number): void {
  const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= top;
  if (reachable()) {
    window.scrollTo(0, top);
    return;
  }
  const observer = new ResizeObserver(() => {
    if (!reachable()) return;
    stopRestoring();
    window.scrollTo(0, top);
  });
  observer.observe(document.body);
  const timer = setTimeout(() => stopRestoring(), restoreForMs);
  stopRestoring = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

/**
 * After an in-app navigation, moves focus and scroll where a page load would (the #hash target, else the
 * main heading), so screen readers announce the new page; Back and Forward return where the reader was.
 * The first page is the browser's to place.
 */
export function useRouteFocus(mainId: string) {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const placed = useRef(`${pathname}${hash}`);
  const saved = useRef<number | undefined>(undefined);

  // The app places every page of the visit; the browser's own restoring, which would run before the
  // page it returns to has loaded, is back for a reload or another site (pagehide).
  useEffect(() => {
    const manual = () => (history.scrollRestoration = 'manual');
    const auto = () => (history.scrollRestoration = 'auto');
    manual();
    window.addEventListener('pageshow', manual);
    window.addEventListener('pagehide', auto);
  }, []);

  // At commit, before any scroll of the new page is seen: read where it was left, then follow it.
  useLayoutEffect(() => {
    saved.current = positions.get(key);
    const save = () => positions.set(key, window.scrollY);
    // The first page's position, before the reader's first link.
    if (!positions.has(key)) save();
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [key]);

  useEffect(() => {
    const location = `${pathname}${hash}`;
    if (placed.current === location) return;
    placed.current = location;
    stopRestoring();
    const returnTo = navigationType === NavigationType.Pop ? saved.current : undefined;
    const target = returnTo === undefined ? hashTarget(hash) : null;
    if (returnTo !== undefined) scrollWhenReachable(returnTo);
    else if (!target) window.scrollTo(0, 0);
    const element =
      target ?? document.querySelector<HTMLElement>(`#${mainId} h1`) ?? document.getElementById(mainId);
    if (element) revealElement(element, { scroll: target !== null });
  }, [pathname, hash, key, navigationType, mainId]);
}
