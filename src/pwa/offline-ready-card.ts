/**
 * The id of the "ready to work offline" card the layout renders hidden and ./offline-ready-notice.ts
 * shows: apart, so the layout names it without putting the notice's code in the app's start-up chain.
 */
export const offlineReadyCardId = 'offline-ready';
