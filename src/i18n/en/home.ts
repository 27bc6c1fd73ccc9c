/** The words of home, in English (Kiswahili: ../sw/home.ts, the same keys). */
import { wordingIn } from '../../lib/wording.ts';

const { countInWords } = wordingIn('en');

export const words = {
  home: {
    browse: 'Browse courses',
    whyEyebrow: 'Why Kilele',
    whyTitle: 'Why choose us',
    whyLead: 'A college built around one goal: skills you can use at work the day you finish.',
    popularEyebrow: 'Most chosen',
    popularTitle: 'Popular courses',
    popularLead: 'The courses our students choose most, each taught hands-on in our computer labs.',
    seeAll: (count: number) =>
      count === 1 ? 'See the course and its fee' : `See all ${countInWords(count)} courses and fees`,
    storiesEyebrow: 'Student stories',
    storiesTitle: 'What our students say',
  },
};

export type HomeWords = typeof words;

// This language's words are the contract every language keeps (../catalogues.ts).
declare module '../catalogues.ts' {
  interface Catalogues {
    home: HomeWords;
  }
}
