import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { hashTarget } from '../lib/hash-target';
import { revealElement } from '../lib/reveal-element';

/**
 * After an in-app navigation, moves focus and scroll where a full page load would have put them:
 * to the #hash target if there is one, otherwise to the top and the page's main heading, so
 * screen-reader users hear the new page. The first render is left alone (the browser handles it).
 */
export function useRouteFocus(mainId: string) {
  const { pathname, hash } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = hash ? hashTarget(hash) : null;
    if (target) {
      revealElement(target);
      return;
    }
    window.scrollTo(0, 0);
    const heading = document.querySelector<HTMLElement>(`#${mainId} h1`) ?? document.getElementById(mainId);
    if (heading) revealElement(heading, { scroll: false });
  }, [pathname, hash, mainId]);
}
