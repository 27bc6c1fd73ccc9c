/**
 * The interface's words every page uses, in English: the header, menus, footer,
 * course levels, the closing call to action. Kiswahili is ../sw/common.ts, the same keys; a page
 * reads its language's with useWords('common') (src/locale/use-words.ts). Each page, the booking,
 * dates and times, and page titles have catalogues of their own beside this one, so the home page
 * carries neither the booking form's words nor the college's calendar.
 */
import type { CourseLevel } from '../../content/course-levels.ts';
import { wordingIn } from '../../lib/wording.ts';

const { plural } = wordingIn('en');

const perLanguage = 'per language';

export const words = {
  /** Joining words of lists and ranges: "Nakuru and Naivasha", "Monday to Friday". */
  conjunctions: {
    and: 'and',
    or: 'or',
    to: 'to',
  },
  shell: {
    skipLink: 'Skip to main content',
    brandLine: 'of Computer Studies',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mainNav: 'Main',
    socialMedia: 'Social media',
    campuses: 'Our campuses',
    /** `{}`: the campus's name (WordsWith). */
    directionsTo: 'Directions to {}',
    contact: 'Contact us',
    phone: 'Phone',
    email: 'E-mail',
    whatsappLabel: 'WhatsApp',
    whatsappGreeting: (college: string) => `Hello ${college}, I have a question about your courses.`,
    chat: 'Chat with us',
    chatHint: ' on WhatsApp (opens in a new tab)',
    officeHours: 'Office hours',
    explore: 'Explore',
    rights: (college: string) => `© ${college}. All rights reserved.`,
    quickLinks: {
      courses: 'Courses and fees',
      about: 'About us',
      faqs: 'FAQs',
      community: 'Community and events',
      corporate: 'Corporate training',
      booking: 'Book an appointment',
    },
  },
  nav: {
    home: 'Home',
    courses: 'Courses',
    about: 'About',
    aboutUs: 'About Us',
    faqs: 'FAQs',
    community: 'Community',
    partners: 'Partners',
    womenInTech: 'Women & Tech',
    alumni: 'Alumni',
    corporate: 'Corporate',
    corporateCourses: 'Corporate Courses',
    corporateSolutions: 'Corporate Solutions',
    corporateTraining: 'Corporate Training',
    hireGraduates: 'Hire Our Graduates',
    bookAppointment: 'Book Appointment',
  },

  levels: {
    Beginner: 'Beginner',
    'Beginner to Intermediate': 'Beginner to Intermediate',
    'Beginner to Advanced': 'Beginner to Advanced',
    Intermediate: 'Intermediate',
    'Intermediate to Advanced': 'Intermediate to Advanced',
    Advanced: 'Advanced',
    'All Levels': 'All Levels',
  } satisfies Record<CourseLevel, string> as Record<CourseLevel, string>,
  cta: {
    title: 'Ready to start your tech career?',
    text: (towns: string) =>
      `Book a free appointment with an academic advisor at our ${towns} campus. We will help you choose a course and plan your fees.`,
    orCall: 'or call',
  },
  course: {
    duration: 'Duration',
    /**
     * A course's length from its weeks (content/courses/, `weeks`): whole months of four weeks
     * as months, "4 months", else weeks; in figures, as the fee beside it.
     */
    length: (weeks: number, perProgrammingLanguage = false) => {
      const months = weeks / 4;
      const length = Number.isInteger(months)
        ? `${months} ${plural(months, 'month', 'months')}`
        : `${weeks} ${plural(weeks, 'week', 'weeks')}`;
      return perProgrammingLanguage ? `${length} ${perLanguage}` : length;
    },
    /**
     * After the fee and the length of a course taken one programming language at a time
     * (content/courses/, `perProgrammingLanguage`): "KSh 6,000 per language" (i18n/course-fee.ts).
     */
    perLanguage,
    level: 'Level',
    enroll: 'Enroll Now',
    /** Heard after "Enroll Now"; `{}` is the course's title (components/words-with.tsx). */
    enrollIn: ' in {}',
    popular: 'POPULAR',
  },
  shareCard: {
    /** The share image's description (og:image:alt): the college's card, and a course's. */
    collegeAlt: (college: string, towns: string) => `${college}: practical computer courses in ${towns}`,
    /** The college's card (every page but a course's): a few subjects, the lowest fee and the offer, its towns. */
    subjects: ['Web', 'Design', 'Cybersecurity', 'Data'],
    collegeOffer: (lowestFee: string) => [`Courses from ${lowestFee}`, 'Book a free advisor visit'],
    collegeLine: (towns: string) => `Practical computer courses in ${towns}`,
    courseAlt: (course: string, college: string, fee: string, duration: string) =>
      `${course} at ${college}: ${fee}, ${duration}`,
    instalments: 'M-Pesa instalments',
  },
};

export type CommonWords = typeof words;

// This language's words are the contract every language keeps (../catalogues.ts).
declare module '../catalogues.ts' {
  interface Catalogues {
    common: CommonWords;
  }
}
