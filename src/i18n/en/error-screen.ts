/** The words of error screen, in English (Kiswahili: ../sw/error-screen.ts, the same keys). */

export const words = {
  errorScreen: {
    title: 'Something went wrong on this page',
    text: 'Sorry, this page could not be shown. Reloading usually fixes it. If it keeps happening, call us on',
    orWrite: 'or write to',
    reload: 'Reload the page',
  },
};

export type ErrorScreenWords = typeof words;

// This language's words are the contract every language keeps (../catalogues.ts).
declare module '../catalogues.ts' {
  interface Catalogues {
    'error-screen': ErrorScreenWords;
  }
}
