/** The words of home, in Kiswahili: the same keys as ../en/home.ts. */
import { wordingIn } from '../../lib/wording.ts';

const { countInWords } = wordingIn('sw');
import type { HomeWords } from '../en/home.ts';

export const words: HomeWords = {
  home: {
    browse: 'Angalia kozi',
    whyEyebrow: 'Kwa nini Kilele',
    whyTitle: 'Kwa nini utuchague',
    whyLead: 'Chuo kilichojengwa kwa lengo moja: ujuzi utakaoutumia kazini siku unapohitimu.',
    popularEyebrow: 'Zinazopendwa zaidi',
    popularTitle: 'Kozi maarufu',
    popularLead:
      'Kozi ambazo wanafunzi wetu huchagua zaidi, zote zikifundishwa kwa vitendo kwenye maabara zetu za kompyuta.',
    seeAll: (count) =>
      count === 1 ? 'Tazama kozi na ada yake' : `Tazama kozi zote ${countInWords(count)} na ada zake`,
    storiesEyebrow: 'Hadithi za wanafunzi',
    storiesTitle: 'Wanafunzi wetu wanasema nini',
  },
};
