/**
 * Maneno ya kiolesura kwa Kiswahili: the same keys as en.ts, written as a Kenyan reader would say
 * them (not word for word). Course and product names keep the English Kenyans use.
 */
import { weekdayOf, type Weekday } from '../content/college-time';
import type { UiStrings } from './en';
import { swahiliClockLabel } from './swahili-time';

const swahiliMonths = [
  'Januari',
  'Februari',
  'Machi',
  'Aprili',
  'Mei',
  'Juni',
  'Julai',
  'Agosti',
  'Septemba',
  'Oktoba',
  'Novemba',
  'Desemba',
] as const;

const swahiliWeekdays: Record<Weekday, string> = {
  Monday: 'Jumatatu',
  Tuesday: 'Jumanne',
  Wednesday: 'Jumatano',
  Thursday: 'Alhamisi',
  Friday: 'Ijumaa',
  Saturday: 'Jumamosi',
  Sunday: 'Jumapili',
};

export const strings: UiStrings = {
  language: {
    switchTo: 'English',
    switchToLabel: 'Read this page in English',
    offer: 'This page is also in English.',
    offerLink: 'Read it in English',
    offerDismiss: 'Funga',
    offerDismissLabel: 'Funga ujumbe huu',
  },
  shell: {
    skipLink: 'Ruka hadi kwenye maudhui',
    brandLine: 'of Computer Studies',
    openMenu: 'Fungua menyu',
    closeMenu: 'Funga menyu',
    mainNav: 'Menyu kuu',
    socialMedia: 'Mitandao ya kijamii',
    campuses: 'Matawi yetu',
    directionsTo: (campus) => `Njia ya kufika ${campus}`,
    contact: 'Wasiliana nasi',
    phone: 'Simu',
    email: 'Barua pepe',
    whatsappLabel: 'WhatsApp',
    whatsappGreeting: (college) => `Habari ${college}, nina swali kuhusu kozi zenu.`,
    chat: 'Tuandikie',
    chatHint: ' kwenye WhatsApp (inafunguka kwenye dirisha jipya)',
    officeHours: 'Saa za kazi',
    explore: 'Gundua zaidi',
    rights: (college) => `© ${college}. Haki zote zimehifadhiwa.`,
    quickLinks: {
      courses: 'Kozi na ada',
      about: 'Kuhusu sisi',
      faqs: 'Maswali yanayoulizwa mara kwa mara',
      community: 'Jamii na matukio',
      corporate: 'Mafunzo kwa mashirika',
      booking: 'Panga miadi',
    },
  },
  nav: {
    home: 'Nyumbani',
    courses: 'Kozi',
    about: 'Kuhusu',
    aboutUs: 'Kuhusu Sisi',
    faqs: 'Maswali',
    community: 'Jamii',
    partners: 'Washirika',
    womenInTech: 'Wanawake na Teknolojia',
    alumni: 'Wahitimu',
    corporate: 'Mashirika',
    corporateCourses: 'Kozi za Mashirika',
    corporateSolutions: 'Huduma kwa Mashirika',
    corporateTraining: 'Mafunzo ya Wafanyakazi',
    hireGraduates: 'Ajiri Wahitimu Wetu',
    bookAppointment: 'Panga Miadi',
  },
  when: {
    clock: (time) => swahiliClockLabel(time),
    dayMonth: (date) => `${Number(date.slice(8, 10))} ${swahiliMonths[Number(date.slice(5, 7)) - 1] ?? ''}`,
    date: (date) =>
      `${Number(date.slice(8, 10))} ${swahiliMonths[Number(date.slice(5, 7)) - 1] ?? ''} ${date.slice(0, 4)}`,
    longDate: (date) =>
      `${swahiliWeekdays[weekdayOf(date)]}, ${Number(date.slice(8, 10))} ${swahiliMonths[Number(date.slice(5, 7)) - 1] ?? ''} ${date.slice(0, 4)}`,
    weekday: (day) => swahiliWeekdays[day],
    and: 'na',
    or: 'au',
    to: 'hadi',
  },
  levels: {
    Beginner: 'Wanaoanza',
    'Beginner to Intermediate': 'Wanaoanza hadi Kati',
    'Beginner to Advanced': 'Wanaoanza hadi Juu',
    Intermediate: 'Kati',
    'Intermediate to Advanced': 'Kati hadi Juu',
    Advanced: 'Juu',
    'All Levels': 'Viwango vyote',
  },
  interests: {
    'Web Development': 'Web Development (kutengeneza tovuti)',
    'Graphic Design': 'Graphic Design',
    'Digital Marketing': 'Digital Marketing (masoko ya mtandaoni)',
    Cybersecurity: 'Cybersecurity (usalama wa mtandao)',
    'Software Development': 'Software Development (uandishi wa programu)',
    'Data Science': 'Data Science (uchambuzi wa data)',
    Networking: 'Networking (mitandao ya kompyuta)',
    'Office Applications': 'Office Applications (Word, Excel na nyinginezo)',
    'Video Editing': 'Video Editing (kuhariri video)',
    AutoCAD: 'AutoCAD',
    'Corporate Training': 'Mafunzo kwa mashirika',
    Other: 'Nyingine',
  },
  shareCard: {
    instalments: 'Lipa kwa awamu kupitia M-Pesa',
  },
  notFound: {
    eyebrow: 'Hitilafu 404',
    title: 'Ukurasa haukupatikana',
    text: 'Samahani, hatukuweza kupata ukurasa huo. Huenda umehamishwa, au anwani ina kosa la herufi. Kama huna intaneti, huenda ni ukurasa ambao simu hii bado haijauhifadhi: utafunguka ukirudi mtandaoni. Viungo hivi vitakusaidia:',
    helpfulLinks: 'Viungo vya msaada',
    home: 'Nenda ukurasa wa mwanzo',
    courses: 'Angalia kozi',
    booking: 'Panga miadi',
    faqs: 'Soma maswali na majibu',
  },
};
