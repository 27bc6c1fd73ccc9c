/** The words of community, in Kiswahili: the same keys as ../en/community.ts. */
import type { CommunityWords } from '../en/community.ts';

export const words: CommunityWords = {
  community: {
    partners: 'Washirika wetu',
    partnersLead:
      'Waajiri na mashirika yanayowapokea wanafunzi wetu kwa mafunzo kazini (internship), miradi halisi, mihadhara na ajira.',
    initiative: 'Mpango maalum',
    alumniBenefits: 'Manufaa kwa wahitimu',
    successStories: 'Hadithi za mafanikio',
    upcoming: 'Matukio yajayo',
    upcomingLead:
      'Matukio yetu yako wazi kwa wanafunzi, wahitimu, wazazi na waajiri. Tukio likipangwa, jisajili hapa nasi tutakuwekea nafasi.',
    noEvents:
      'Kwa sasa hakuna matukio yaliyopangwa. Tuulize kuhusu yajayo na tutakujulisha tarehe zikishapangwa.',
    askNextEvents: 'Uliza kuhusu matukio yajayo',
    nextEventsQuestion: 'Ningependa kujua kuhusu matukio yenu yajayo.',
    past: 'Matukio yaliyopita',
    pastLead: 'Matukio tuliyoandaa awali.',
  },
  events: {
    register: 'Jisajili',
    registerFor: (title) => ` kwa ${title}`,
    registerMessage: (title, date) => `Ningependa kujisajili kwa ${title} tarehe ${date}.`,
  },
};
