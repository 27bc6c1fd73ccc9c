/** Each page's title and search description in English (Kiswahili: ../sw/meta.ts). */
import { capitalised, wordingIn } from '../../lib/wording.ts';

const { countInWords, plural } = wordingIn('en');

/** What a title or description is made from: the college's own details and figures, from the data. */
export interface MetaFacts {
  name: string;
  shortName: string;
  /** "Nakuru and Naivasha", "Nakuru or Naivasha". */
  townsAnd: string;
  townsOr: string;
  courseCount: number;
  lowestFee: string;
}

export const words = {
  meta: {
    home: (f: MetaFacts) => ({
      title: `${f.name} | Computer courses in ${f.townsAnd}`,
      description: `Practical computer courses in ${f.townsAnd}: web development, graphic design, cybersecurity, data science and more, from ${f.lowestFee}. Book a free advisor appointment.`,
    }),
    courses: (f: MetaFacts) => ({
      title: `Courses and fees | ${f.name}`,
      description: `${capitalised(countInWords(f.courseCount))} hands-on computer ${plural(f.courseCount, 'course', 'courses')} with fees in KSh, durations and levels, plus Beginner, Intermediate and Advanced packages. Enrol at our ${f.townsOr} campus.`,
    }),
    about: (f: MetaFacts) => ({
      title: `About us | ${f.name}`,
      description: `Our vision, mission and objectives, the instructors and advisors who teach at ${f.shortName}, and the results our students achieve.`,
    }),
    faqs: (f: MetaFacts) => ({
      title: `Frequently asked questions | ${f.name}`,
      description:
        'Admission, payment plans, scholarships, class schedules, certificates, job placement and course length: answers to the questions students ask most.',
    }),
    community: (f: MetaFacts) => ({
      title: `Community, partners and events | ${f.name}`,
      description:
        'Our industry partners, the Women & Tech initiative, alumni benefits, success stories, and the events we hold for students, alumni, parents and employers.',
    }),
    corporate: (f: MetaFacts) => ({
      title: `Corporate training | ${f.name}`,
      description:
        'Corporate courses, tailored solutions and on-site staff training for Kenyan organisations, and a direct line to hire our job-ready graduates.',
    }),
    booking: (f: MetaFacts) => ({
      title: `Book an appointment | ${f.name}`,
      description: `Request a free appointment with an academic advisor at our ${f.townsOr} campus. We will contact you within 24 hours.`,
    }),
    notFound: (f: MetaFacts) => ({
      title: `Page not found | ${f.name}`,
      description:
        'The page you asked for does not exist. Find courses, fees and advisor appointments from here.',
    }),
    course: (
      f: MetaFacts,
      course: { title: string; price: string; duration: string; level: string; description: string },
    ) => ({
      title: `${course.title} course, ${course.price} | ${f.shortName}`,
      // "payable in": the whole fee, not each instalment.
      description: `${course.duration}, ${course.level}, ${course.price}, payable in M-Pesa instalments, in ${f.townsAnd}. ${course.description}`,
    }),
    /** The installed app's description (the web manifest). */
    app: (f: Pick<MetaFacts, 'townsAnd'>) =>
      `Computer courses in ${f.townsAnd}: browse courses and fees, and book an appointment, even offline.`,
    /** The installed app's start without its worker, to a reader who never chose a language. */
    chooseLanguage: 'Choose your language.',
  },
};

export type MetaWords = typeof words;

// This language's words are the contract every language keeps (../catalogues.ts).
declare module '../catalogues.ts' {
  interface Catalogues {
    meta: MetaWords;
  }
}
