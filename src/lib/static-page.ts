/**
 * Marks #root on a page nothing changes once it has loaded (a static route: src/app/route-table.ts):
 * its first load starts the app only when something needs it (src/start-up/start-on-demand.ts).
 */
export const staticPageAttribute = 'data-static-page';

export const isStaticPage = (root: HTMLElement): boolean => root.hasAttribute(staticPageAttribute);
