/** The words of about, in English (Kiswahili: ../sw/about.ts, the same keys). */

export const words = {
  about: {
    eyebrow: 'About us',
    vision: 'Our vision',
    mission: 'Our mission',
    objectives: 'Our objectives',
    inNumbers: (college: string) => `${college} in numbers`,
    team: 'Meet our team',
    teamLead:
      'Instructors who work in the industries they teach, and advisors who support you from enrolment to your first job.',
  },
};

export type AboutWords = typeof words;

// This language's words are the contract every language keeps (../catalogues.ts).
declare module '../catalogues.ts' {
  interface Catalogues {
    about: AboutWords;
  }
}
