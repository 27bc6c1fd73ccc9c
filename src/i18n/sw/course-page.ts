/** The words of course page, in Kiswahili: the same keys as ../en/course-page.ts. */
import { inSentence, wordingIn } from '../../lib/wording.ts';

const { numberInWords } = wordingIn('sw');
import type { CoursePageWords } from '../en/course-page.ts';

export const words: CoursePageWords = {
  coursePage: {
    breadcrumb: 'Ulipo',
    eyebrow: 'Kozi',
    whatsapp: (title, price) => `Habari, ningependa kujua zaidi kuhusu kozi ya ${title} (${price}).`,
    askWhatsapp: 'Uliza kwenye WhatsApp',
    // The length is a label ("Miezi 4"); in this sentence it reads "miezi 4".
    shareText: (title, price, duration) =>
      `${title} katika Kilele College, ${price}, ${inSentence(duration)}:`,
    fees: 'Ada na mpango wa malipo',
    deposit: 'Malipo ya awali',
    then: 'Kisha',
    instalments: (count, monthly, last) => {
      // One instalment is simply "awamu moja ya KSh 2,000"; several are counted in words.
      if (count === 1) return `awamu moja ya ${last} kupitia M-Pesa`;
      if (monthly === last) return `awamu ${numberInWords(count)} za ${monthly} kila mwezi kupitia M-Pesa`;
      const before = count === 2 ? `moja ya ${monthly}` : `${numberInWords(count - 1)} za ${monthly}`;
      return `awamu ${numberInWords(count)} za kila mwezi kupitia M-Pesa: ${before} na ya mwisho ya ${last}`;
    },
    tools: 'Programu na vifaa',
    learn: 'Utakachojifunza',
    times: 'Ratiba ya madarasa na kampasi',
    intakes: 'Tarehe za kuanza',
    upcomingIntakes: 'Tarehe za kuanza zijazo',
    next: ' (inayofuata)',
    newDates: 'Tarehe mpya zinapangwa.',
    askIntake: 'Tuulize kuhusu kundi linalofuata',
    started: 'Makundi yaliyokwisha kuanza:',
    outcomes: 'Utakachoweza kufanya',
    requirements: 'Vigezo vya kujiunga',
    certificate: 'Cheti',
    careers: 'Kazi unazoweza kufanya',
    ctaTitle: 'Una maswali kuhusu {}?',
    ctaText:
      'Weka miadi ya bure na mshauri: tutakusaidia kuchagua kipindi cha darasa na kampasi, na kupanga malipo yako.',
  },
  share: {
    share: 'Shiriki',
    whatsapp: 'Shiriki kwenye WhatsApp',
    copy: 'Nakili kiungo',
    copied: 'Kiungo kimenakiliwa',
    copyThis: (url) => `Nakili kiungo hiki: ${url}`,
  },
};
