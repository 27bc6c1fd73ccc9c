/** The words of courses, in Kiswahili: the same keys as ../en/courses.ts. */
import { wordingIn } from '../../lib/wording.ts';

const { countInWords } = wordingIn('sw');
import type { CoursesWords } from '../en/courses.ts';

export const words: CoursesWords = {
  courses: {
    title: 'Kozi zetu',
    // One course is "kozi moja ya vitendo", several "kozi kumi za vitendo".
    lead: (count) =>
      `Kozi ${countInWords(count)} ${count === 1 ? 'ya' : 'za'} vitendo, kuanzia hatua zako za kwanza kwenye kompyuta hadi ujuzi wa kitaalamu wa programu, usalama wa mtandao na ubunifu. Ada ni kwa kila kozi, na unaweza kulipa kwa awamu kupitia M-Pesa.`,
    all: 'Kozi zote',
    allLead:
      'Kila kozi inajumuisha muda wa maabara kwenye kompyuta zetu, miradi inayokaguliwa na mkufunzi wako, na cheti unapomaliza.',
    packages: 'Vifurushi vya kozi',
    packagesLead:
      'Hujui uanzie wapi? Chagua kifurushi kulingana na kiwango chako; mshauri atakusaidia kuchagua kozi inayofaa ndani ya bei ya kifurushi hicho.',
    ctaTitle: 'Hujui kozi ipi inakufaa?',
    ctaText:
      'Zungumza na mshauri wa masomo: tutaangalia malengo na uzoefu wako, kisha tukupendekezee kozi, kipindi cha darasa na mpango wa malipo.',
  },
  filter: {
    noMatch: 'Hakuna kozi inayolingana na vichujio hivi: viondoe uone kozi zote.',
    label: 'Chuja kozi',
    clear: 'Ondoa vichujio',
    allLevels: 'Viwango vyote',
    fee: 'Ada',
    anyFee: 'Ada yoyote',
    under: (fee) => `Chini ya ${fee}`,
    andOver: (fee) => `${fee} na zaidi`,
    // The verb agrees with the number shown: "Inaonyeshwa kozi 1", "Zinaonyeshwa kozi 3".
    showingAll: (count) => (count === 1 ? 'Inaonyeshwa kozi 1' : `Zinaonyeshwa kozi zote ${count}`),
    showing: (shown, count) =>
      `${shown === 1 ? 'Inaonyeshwa' : 'Zinaonyeshwa'} kozi ${shown} kati ya ${count}`,
  },
};
