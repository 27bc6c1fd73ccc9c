/** The words of faqs, in English (Kiswahili: ../sw/faqs.ts, the same keys). */

export const words = {
  faqs: {
    title: 'Frequently asked questions',
    lead: 'Answers to what students and parents ask us most about admission, fees, classes, certificates and jobs.',
    stillQuestions: 'Still have questions?',
    advisorsHelp: 'Our advisors are happy to help. Call, write or visit us at either campus.',
  },
};

export type FaqsWords = typeof words;

// This language's words are the contract every language keeps (../catalogues.ts).
declare module '../catalogues.ts' {
  interface Catalogues {
    faqs: FaqsWords;
  }
}
