// Cards the layout renders hidden for plain DOM to show: apart, so the notices' code stays out of the app.
export const offlineReadyCardId = 'offline-ready';
export const installCardId = 'install-offer';
