/** The words of course page, in English (Kiswahili: ../sw/course-page.ts, the same keys). */

export const words = {
  coursePage: {
    breadcrumb: 'Breadcrumb',
    eyebrow: 'Course',
    whatsapp: (title: string, price: string) =>
      `Hello, I would like to know more about the ${title} course (${price}).`,
    askWhatsapp: 'Ask on WhatsApp',
    shareText: (title: string, price: string, duration: string) =>
      `${title} at Kilele College, ${price}, ${duration}:`,
    fees: 'Fee and payment plan',
    deposit: 'Deposit',
    then: 'Then',
    instalments: (count: number, monthly: string, last: string) => {
      const plan = `${count} monthly M-Pesa instalment${count > 1 ? 's' : ''}`;
      return monthly === last
        ? `${plan} of ${monthly}`
        : `${plan}: ${count - 1} of ${monthly} and a last one of ${last}`;
    },
    tools: 'Software and tools',
    learn: 'What you will learn',
    times: 'Class times and campuses',
    intakes: 'Next intakes',
    upcomingIntakes: 'Upcoming intakes',
    next: ' (next)',
    newDates: 'New dates are being set.',
    askIntake: 'Ask us about the next intake',
    started: 'Already started:',
    outcomes: 'What you will be able to do',
    requirements: 'Entry requirements',
    certificate: 'Certificate',
    careers: 'Career paths',
    /** `{}` is the course's title (components/words-with.tsx). */
    ctaTitle: 'Questions about {}?',
    ctaText:
      'Book a free appointment with an advisor: we will help you choose a class time and a campus and plan your payments.',
  },
  share: {
    share: 'Share',
    whatsapp: 'Share on WhatsApp',
    copy: 'Copy link',
    copied: 'Link copied',
    copyThis: (url: string) => `Copy this link: ${url}`,
  },
};

export type CoursePageWords = typeof words;

// This language's words are the contract every language keeps (../catalogues.ts).
declare module '../catalogues.ts' {
  interface Catalogues {
    'course-page': CoursePageWords;
  }
}
