import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { hashTarget } from '../lib/hash-target';
import { revealElement } from '../lib/reveal-element';

/**
 * After an in-app navigation, moves focus and scroll where a page load would (the #hash target, else the
 * main heading), so screen readers announce the new page. The first page is the browser's to place.
 */
export function useRouteFocus(mainId: string) {
  const { pathname, hash } = useLocation();
  const placed = useRef(`${pathname}${hash}`);

  useEffect(() => {
    const location = `${pathname}${hash}`;
    if (placed.current === location) return;
    placed.current = location;
    const target = hashTarget(hash);
    if (!target) window.scrollTo(0, 0);
    const element =
      target ?? document.querySelector<HTMLElement>(`#${mainId} h1`) ?? document.getElementById(mainId);
    if (element) revealElement(element, { scroll: target !== null });
  }, [pathname, hash, mainId]);
}
