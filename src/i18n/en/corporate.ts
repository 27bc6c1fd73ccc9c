/** The words of corporate, in English (Kiswahili: ../sw/corporate.ts, the same keys). */

export const words = {
  corporate: {
    ctaTitle: 'Let’s plan your team’s training',
    ctaText:
      'Book a meeting with our corporate team. We will assess your needs and send a proposal with schedule and fees within a week.',
    ctaLabel: 'Book a corporate consultation',
  },
};

export type CorporateWords = typeof words;

// This language's words are the contract every language keeps (../catalogues.ts).
declare module '../catalogues.ts' {
  interface Catalogues {
    corporate: CorporateWords;
  }
}
