/**
 * Scrolls an element into view and moves focus to it, as arriving at it by a full page load
 * would, so keyboard and screen-reader users continue from there. A target that is not focusable
 * carries tabIndex={-1} in its JSX (focusable by script, not in the Tab order): script never adds
 * an attribute to markup React owns, which a region still to hydrate would report as a mismatch.
 */
export function revealElement(element: HTMLElement, { scroll = true } = {}): void {
  if (scroll) element.scrollIntoView();
  element.focus({ preventScroll: true });
}
