import { useSyncExternalStore } from 'react';
import { canInstall, install, subscribeInstallOffer } from './install-offer';

/** Whether the browser offers to install the site as an app, and the install itself. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  return { canInstall: useSyncExternalStore(subscribeInstallOffer, canInstall, () => false), install };
}
