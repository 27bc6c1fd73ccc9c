/** The words of community, in English (Kiswahili: ../sw/community.ts, the same keys). */

export const words = {
  community: {
    partners: 'Our partners',
    partnersLead:
      'Employers and organisations that open their doors to our students for internships, live projects, guest lectures and jobs.',
    initiative: 'Initiative',
    alumniBenefits: 'Alumni benefits',
    successStories: 'Success stories',
    upcoming: 'Upcoming events',
    // Above the events, or above "No events are planned right now": true either way.
    upcomingLead:
      'Our events are open to students, alumni, parents and employers. When one is planned, register here and we will save you a place.',
    noEvents:
      'No events are planned right now. Ask us about the next ones and we will tell you as soon as dates are set.',
    askNextEvents: 'Ask about our next events',
    nextEventsQuestion: 'I would like to hear about your next events.',
    past: 'Past events',
    // No "recently": the newest may be a year old.
    pastLead: 'Events we have held before.',
  },
  events: {
    register: 'Register',
    registerFor: (title: string) => ` for ${title}`,
    registerMessage: (title: string, date: string) => `I would like to register for ${title} on ${date}.`,
  },
};

export type CommunityWords = typeof words;

// This language's words are the contract every language keeps (../catalogues.ts).
declare module '../catalogues.ts' {
  interface Catalogues {
    community: CommunityWords;
  }
}
