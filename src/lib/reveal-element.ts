/**
 * Scrolls an element into view and moves focus to it, as arriving at it by a full page load
 * would, so keyboard and screen-reader users continue from there. Elements that are not
 * focusable get tabindex -1: focusable by script, not added to the Tab order.
 */
export function revealElement(element: HTMLElement, { scroll = true } = {}): void {
  if (scroll) element.scrollIntoView();
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
