import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

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
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView();
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      return;
    }
    window.scrollTo(0, 0);
    const heading = document.querySelector<HTMLElement>(`#${mainId} h1`) ?? document.getElementById(mainId);
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
  }, [pathname, hash, mainId]);
}
