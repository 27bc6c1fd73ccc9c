/**
 * Scrolls to an element and focuses it, as a full page load would. A target not focusable carries
 * tabIndex={-1} in its JSX: an attribute added by script is a mismatch in a region still to hydrate.
 */
export function revealElement(element: HTMLElement, { scroll = true } = {}): void {
  if (scroll) element.scrollIntoView();
  element.focus({ preventScroll: true });
}
