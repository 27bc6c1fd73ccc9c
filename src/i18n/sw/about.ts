/** The words of about, in Kiswahili: the same keys as ../en/about.ts. */
import type { AboutWords } from '../en/about.ts';

export const words: AboutWords = {
  about: {
    eyebrow: 'Kuhusu sisi',
    vision: 'Maono yetu',
    mission: 'Dhamira yetu',
    objectives: 'Malengo yetu',
    inNumbers: (college) => `${college} kwa takwimu`,
    team: 'Kutana na timu yetu',
    teamLead:
      'Wakufunzi wanaofanya kazi katika fani wanazofundisha, na washauri wanaokushika mkono tangu unapojiunga hadi unapopata kazi yako ya kwanza.',
  },
};
