/** The words of error screen, in Kiswahili: the same keys as ../en/error-screen.ts. */
import type { ErrorScreenWords } from '../en/error-screen.ts';

export const words: ErrorScreenWords = {
  errorScreen: {
    title: 'Hitilafu imetokea kwenye ukurasa huu',
    text: 'Samahani, ukurasa huu haukuweza kuonyeshwa. Kuupakia upya kwa kawaida hutatua tatizo. Likiendelea, tupigie simu',
    orWrite: 'au tuandikie',
    reload: 'Pakia ukurasa upya',
  },
};
