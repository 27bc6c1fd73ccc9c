/** The words of pwa, in English (Kiswahili: ../sw/pwa.ts, the same keys). */

export const words = {
  pwa: {
    hide: 'Hide',
    hideLabel: 'Hide offline notice',
    offline:
      'You are offline. Pages saved on this device still open, and bookings are saved and sent when you are back online.',
    offlineReady: 'Ready to work offline',
    /** `size`: what the worker keeps, formatted in the page's language ("370 kB"). */
    offlineReadySaved: (size: string) =>
      `Ready to work offline. Every page in English is saved on this device: ${size}.`,
    reload: 'Reload',
    update: 'A new version is available',
    install: 'Install app',
    installOffer: 'Keep this site on your phone as an app: it opens from your home screen, even offline.',
    hideInstallLabel: 'Hide the offer to install the app',
    loading: 'Loading page…',
  },
};

export type PwaWords = typeof words;

// This language's words are the contract every language keeps (../catalogues.ts).
declare module '../catalogues.ts' {
  interface Catalogues {
    pwa: PwaWords;
  }
}
