/**
 * English offered to a reader of another language's page, in English: the language link's label
 * and the offer to a browser set to English. Every language's are on every page (../language-words.ts).
 */
export const words = {
  readThisPage: 'Read this page in English',
  /** The offer to a browser set to this language (never a redirect). */
  offer: 'This page is also in English.',
  offerLink: 'Read it in English',
  /** `size`: what its pages add to this device (formatted in this language), said before they are fetched. */
  offerSize: (size: string) => `Its pages are then saved on this device too: ${size} more.`,
  offerDismiss: 'Close',
  offerDismissLabel: 'Close this message',
};

export type LanguageWords = typeof words;
