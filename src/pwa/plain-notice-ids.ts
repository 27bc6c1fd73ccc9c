/**
 * The ids of the cards the layout renders hidden for plain DOM to fill and show (./offline-ready-notice.ts,
 * ./install-notice.ts): apart, so the layout names them without putting the notices' code in the
 * app's start-up chain.
 */
export const offlineReadyCardId = 'offline-ready';
export const installCardId = 'install-offer';
