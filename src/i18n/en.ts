/**
 * The interface's words in English: every label, heading, button, hint, message and notice the
 * components write themselves (what the staff write is in content/). Kiswahili is sw.ts, the same
 * keys; a build imports its language's file as `#ui-strings` (vite.config.ts), so a page loads
 * only the words of its own language.
 */
import type { InterestOption } from '../content/booking-options';
import { clockLabel, dateLabel, dayMonthLabel, longDateLabel, type Weekday } from '../content/college-time';
import type { CourseLevel } from '../content/course-levels';

export const strings = {
  language: {
    /** The language link's words, in the language it leads to (see sw.ts for the other way). */
    switchTo: 'Kiswahili',
    switchToLabel: 'Soma ukurasa huu kwa Kiswahili',
    /** The offer to a browser set to the other language (never a redirect). */
    offer: 'Ukurasa huu unapatikana kwa Kiswahili.',
    offerLink: 'Soma kwa Kiswahili',
    offerDismiss: 'Close',
    offerDismissLabel: 'Close this offer',
  },
  shell: {
    skipLink: 'Skip to main content',
    brandLine: 'of Computer Studies',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mainNav: 'Main',
    socialMedia: 'Social media',
    campuses: 'Our campuses',
    directionsTo: (campus: string) => `Directions to ${campus}`,
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
  /** Dates and times as this language writes them (figures from the content, never translated). */
  when: {
    clock: (time: string) => clockLabel(time),
    dayMonth: (date: string) => dayMonthLabel(date),
    date: (date: string) => dateLabel(date),
    longDate: (date: string) => longDateLabel(date),
    weekday: (day: Weekday) => day as string,
    /** "Monday to Friday", or "Monday, Wednesday and Thursday". */
    and: 'and',
    or: 'or',
    to: 'to',
  },
  /** A course's level as the courses page shows it (the data keeps the English name). */
  levels: {
    Beginner: 'Beginner',
    'Beginner to Intermediate': 'Beginner to Intermediate',
    'Beginner to Advanced': 'Beginner to Advanced',
    Intermediate: 'Intermediate',
    'Intermediate to Advanced': 'Intermediate to Advanced',
    Advanced: 'Advanced',
    'All Levels': 'All Levels',
  } satisfies Record<CourseLevel, string> as Record<CourseLevel, string>,
  /** The booking form's areas of interest as shown (the e-mail always carries the English). */
  interests: {
    'Web Development': 'Web Development',
    'Graphic Design': 'Graphic Design',
    'Digital Marketing': 'Digital Marketing',
    Cybersecurity: 'Cybersecurity',
    'Software Development': 'Software Development',
    'Data Science': 'Data Science',
    Networking: 'Networking',
    'Office Applications': 'Office Applications',
    'Video Editing': 'Video Editing',
    AutoCAD: 'AutoCAD',
    'Corporate Training': 'Corporate Training',
    Other: 'Other',
  } satisfies Record<InterestOption, string> as Record<InterestOption, string>,
  shareCard: {
    instalments: 'M-Pesa instalments',
  },
  notFound: {
    eyebrow: 'Error 404',
    title: 'Page not found',
    text: 'Sorry, we could not find that page. It may have moved, or the address may have a typo. If you are offline, it may be a page this phone has not saved yet: it opens once you are back online. These will take you somewhere useful:',
    helpfulLinks: 'Helpful links',
    home: 'Go to the home page',
    courses: 'Browse courses',
    booking: 'Book an appointment',
    faqs: 'Read the FAQs',
  },
};

export type UiStrings = typeof strings;
