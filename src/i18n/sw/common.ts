/**
 * Maneno ya kiolesura kwa Kiswahili: the same keys as ../en/common.ts, written as a Kenyan reader
 * would say them (not word for word), with the terms of shared/kiswahili.md. Course and product
 * names keep the English Kenyans use.
 */
import { inSentence, wordingIn } from '../../lib/wording.ts';
import type { CommonWords } from '../en/common.ts';

const { plural } = wordingIn('sw');

const perLanguage = 'kwa kila lugha';

export const words: CommonWords = {
  conjunctions: {
    and: 'na',
    or: 'au',
    to: 'hadi',
  },
  shell: {
    skipLink: 'Ruka hadi kwenye maudhui',
    brandLine: 'of Computer Studies',
    openMenu: 'Fungua menyu',
    closeMenu: 'Funga menyu',
    mainNav: 'Menyu kuu',
    socialMedia: 'Mitandao ya kijamii',
    campuses: 'Kampasi zetu',
    directionsTo: 'Jinsi ya kufika {}',
    contact: 'Wasiliana nasi',
    phone: 'Simu',
    email: 'Barua pepe',
    whatsappLabel: 'WhatsApp',
    whatsappGreeting: (college) => `Habari ${college}, nina swali kuhusu kozi zenu.`,
    chat: 'Tuandikie',
    chatHint: ' kwenye WhatsApp (inafunguka kwenye kichupo kipya)',
    officeHours: 'Saa za kazi',
    explore: 'Gundua zaidi',
    rights: (college) => `© ${college}. Haki zote zimehifadhiwa.`,
    quickLinks: {
      courses: 'Kozi na ada',
      about: 'Kuhusu sisi',
      faqs: 'Maswali ya mara kwa mara',
      community: 'Jumuiya na matukio',
      corporate: 'Mafunzo kwa makampuni',
      booking: 'Weka miadi',
    },
  },
  nav: {
    home: 'Mwanzo',
    courses: 'Kozi',
    about: 'Kuhusu',
    aboutUs: 'Kuhusu sisi',
    faqs: 'Maswali ya mara kwa mara',
    community: 'Jumuiya',
    partners: 'Washirika',
    womenInTech: 'Wanawake na Teknolojia',
    alumni: 'Wahitimu',
    corporate: 'Makampuni',
    corporateCourses: 'Kozi kwa makampuni',
    corporateSolutions: 'Huduma kwa makampuni',
    corporateTraining: 'Mafunzo ya wafanyakazi',
    hireGraduates: 'Ajiri wahitimu wetu',
    bookAppointment: 'Weka miadi',
  },

  levels: {
    Beginner: 'Mwanzo',
    'Beginner to Intermediate': 'Mwanzo hadi Kati',
    'Beginner to Advanced': 'Mwanzo hadi Juu',
    Intermediate: 'Kati',
    'Intermediate to Advanced': 'Kati hadi Juu',
    Advanced: 'Juu',
    // Not "Viwango vyote": it follows "Kiwango:" on the cards, pages and share cards.
    'All Levels': 'Wote, kuanzia wanaoanza',
  },
  cta: {
    title: 'Uko tayari kuanza taaluma yako ya teknolojia?',
    text: (towns) =>
      `Weka miadi ya bure na mshauri wa masomo katika kampasi yetu ya ${towns}. Tutakusaidia kuchagua kozi na kupanga jinsi ya kulipa ada.`,
    orCall: 'au piga simu',
  },
  course: {
    duration: 'Muda',
    length: (weeks, perProgrammingLanguage) => {
      const months = weeks / 4;
      const length = Number.isInteger(months)
        ? `${plural(months, 'Mwezi', 'Miezi')} ${months}`
        : `Wiki ${weeks}`;
      return perProgrammingLanguage ? `${length} ${perLanguage}` : length;
    },
    perLanguage,
    level: 'Kiwango',
    enroll: 'Jisajili sasa',
    enrollIn: ' kwa kozi ya {}',
    popular: 'MAARUFU',
  },
  shareCard: {
    collegeAlt: (college, towns) => `${college}: kozi za kompyuta za vitendo ${towns}`,
    subjects: ['Tovuti', 'Ubunifu wa michoro', 'Usalama wa mtandao', 'Data'],
    collegeOffer: (lowestFee) => [`Kozi kuanzia ${lowestFee}`, 'Weka miadi ya bure na mshauri'],
    collegeLine: (towns) => `Kozi za kompyuta za vitendo ${towns}`,
    // The length is a label ("Miezi 4"); in this sentence it reads "miezi 4".
    courseAlt: (course, college, fee, duration) =>
      `${course} katika ${college}: ${fee}, ${inSentence(duration)}`,
    instalments: 'Lipa kwa awamu kupitia M-Pesa',
  },
};
