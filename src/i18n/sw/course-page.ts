/** The words of course page, in Kiswahili: the same keys as ../en/course-page.ts. */
import type { CoursePageStrings } from '../en/course-page';

export const strings: CoursePageStrings = {
  coursePage: {
    breadcrumb: 'Ulipo',
    eyebrow: 'Kozi',
    whatsapp: (title, price) => `Habari, ningependa kujua zaidi kuhusu kozi ya ${title} (${price}).`,
    askWhatsapp: 'Uliza kwenye WhatsApp',
    shareText: (title, price, duration) => `${title} katika Kilele College, ${price}, ${duration}:`,
    fees: 'Ada na mpango wa malipo',
    deposit: 'Malipo ya awali',
    then: 'Kisha',
    instalments: (count, monthly, last) => {
      const plan = count > 1 ? `awamu ${count} za kila mwezi kupitia M-Pesa` : 'awamu moja kupitia M-Pesa';
      return monthly === last
        ? `${plan}, kila moja ${monthly}`
        : `${plan}: ${count - 1} za ${monthly} na ya mwisho ${last}`;
    },
    tools: 'Programu na vifaa',
    learn: 'Utakachojifunza',
    times: 'Muda wa madarasa na matawi',
    intakes: 'Mihula ijayo',
    upcomingIntakes: 'Tarehe za kuanza zijazo',
    next: ' (unaofuata)',
    newDates: 'Tarehe mpya zinapangwa.',
    askIntake: 'Tuulize kuhusu muhula ujao',
    started: 'Tayari imeanza:',
    outcomes: 'Utakachoweza kufanya',
    requirements: 'Vigezo vya kujiunga',
    certificate: 'Cheti',
    careers: 'Nafasi za kazi',
    ctaTitle: 'Una maswali kuhusu {}?',
    ctaText:
      'Weka miadi ya bure na mshauri: tutakusaidia kuchagua muda wa darasa na tawi, na kupanga malipo yako.',
  },
  share: {
    share: 'Shiriki',
    whatsapp: 'Shiriki kwenye WhatsApp',
    copy: 'Nakili kiungo',
    copied: 'Kiungo kimenakiliwa',
    copyThis: (url) => `Nakili kiungo hiki: ${url}`,
  },
};
