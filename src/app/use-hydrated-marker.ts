import { useEffect } from 'react';

/**
 * Marks the document with `data-hydrated` once React has taken over the prerendered page: the
 * point from which menus, toggles and the booking form respond. The end-to-end tests wait for
 * it before they press anything, as a person on a slow phone waits for a page to settle.
 */
export function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}
