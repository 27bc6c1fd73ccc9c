/** Whether the page came prerendered, not as the dev server's empty template (a comment in #root). */
export const isPrerendered = (container: HTMLElement): boolean => container.firstElementChild !== null;
