/** The words of courses, in English (Kiswahili: ../sw/courses.ts, the same keys). */
import { capitalised, wordingIn } from '../../lib/wording.ts';

const { countInWords, plural } = wordingIn('en');

export const words = {
  courses: {
    title: 'Our courses',
    lead: (count: number) =>
      `${capitalised(countInWords(count))} practical ${plural(count, 'course', 'courses')}, from your first steps on a computer to professional software, security and design skills. Fees are per course and can be paid in M-Pesa instalments.`,
    all: 'All courses',
    allLead:
      'Every course includes lab time on our computers, project work reviewed by your instructor and a certificate on completion.',
    packages: 'Course packages',
    packagesLead:
      'Not sure where to start? Choose a package by level; an advisor will help you choose the right course within its price band.',
    ctaTitle: 'Not sure which course is right for you?',
    ctaText:
      'Talk to an academic advisor: we will look at your goals and experience and recommend a course, a class time and a payment plan.',
  },
  filter: {
    noMatch: 'No course matches these filters: clear them to see every course.',
    label: 'Filter courses',
    clear: 'Clear filters',
    allLevels: 'All levels',
    fee: 'Fee',
    anyFee: 'Any fee',
    under: (fee: string) => `Under ${fee}`,
    andOver: (fee: string) => `${fee} and over`,
    showingAll: (count: number) => (count === 1 ? 'Showing 1 course' : `Showing all ${count} courses`),
    showing: (shown: number, count: number) => `Showing ${shown} of ${count} courses`,
  },
};

export type CoursesWords = typeof words;

// This language's words are the contract every language keeps (../catalogues.ts).
declare module '../catalogues.ts' {
  interface Catalogues {
    courses: CoursesWords;
  }
}
