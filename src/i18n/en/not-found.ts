/** The words of not found, in English (Kiswahili: ../sw/not-found.ts, the same keys). */

export const words = {
  notFound: {
    eyebrow: 'Error 404',
    title: 'Page not found',
    text: 'Sorry, we could not find that page. It may have moved, or the address may have a typo. If you are offline, it may be a page this device has not saved yet: it opens once you are back online. These will take you somewhere useful:',
    helpfulLinks: 'Helpful links',
    home: 'Go to the home page',
    courses: 'Browse courses',
    booking: 'Book an appointment',
    faqs: 'Read the FAQs',
  },
};

export type NotFoundWords = typeof words;

// This language's words are the contract every language keeps (../catalogues.ts).
declare module '../catalogues.ts' {
  interface Catalogues {
    'not-found': NotFoundWords;
  }
}
