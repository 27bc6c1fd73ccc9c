import { useEffect } from 'react';
import { afterRegionsHydrate } from './region-boundary';

/**
 * Marks the document with `data-hydrated` once React has taken over the whole prerendered page,
 * every region included (each hydrates on its own, after the shell): the point from which menus,
 * toggles and the booking form respond. The end-to-end tests wait for it before they press
 * anything, as a person on a slow phone waits for a page to settle.
 */
export function useHydratedMarker() {
  useEffect(() => {
    afterRegionsHydrate(() => {
      document.documentElement.dataset.hydrated = '';
    });
  }, []);
}
