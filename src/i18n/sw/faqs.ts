/** The words of faqs, in Kiswahili: the same keys as ../en/faqs.ts. */
import type { FaqsWords } from '../en/faqs.ts';

export const words: FaqsWords = {
  faqs: {
    title: 'Maswali ya mara kwa mara',
    lead: 'Majibu ya maswali ambayo wanafunzi na wazazi hutuuliza zaidi kuhusu kujiunga, ada, madarasa, vyeti na kazi.',
    stillQuestions: 'Bado una maswali?',
    advisorsHelp:
      'Washauri wetu wako tayari kukusaidia. Piga simu, tuandikie au tutembelee katika kampasi yoyote.',
  },
};
