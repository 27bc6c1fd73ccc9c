/**
 * Whether the page arrived with its content (a prerendered page), or is the dev server's empty
 * template, whose #root holds only a placeholder comment: the app then renders rather than hydrates.
 */
export const isPrerendered = (container: HTMLElement): boolean => container.firstElementChild !== null;
