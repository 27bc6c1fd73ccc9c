/** The words of courses, in Kiswahili: the same keys as ../en/courses.ts. */
import type { CoursesStrings } from '../en/courses';

export const strings: CoursesStrings = {
  courses: {
    title: 'Kozi zetu',
    lead: (count) =>
      `Kozi ${count} za vitendo, kuanzia hatua zako za kwanza kwenye kompyuta hadi ujuzi wa kitaalamu wa programu, usalama wa mtandao na usanifu. Ada ni kwa kila kozi, na unaweza kulipa kwa awamu kupitia M-Pesa.`,
    all: 'Kozi zote',
    allLead:
      'Kila kozi inajumuisha muda wa maabara kwenye kompyuta zetu, miradi inayokaguliwa na mkufunzi wako, na cheti unapomaliza.',
    packages: 'Vifurushi vya kozi',
    packagesLead:
      'Hujui uanzie wapi? Chagua kifurushi kulingana na kiwango chako; mshauri atakuchagulia kozi na ada inayofaa ndani ya kiwango hicho cha bei.',
    ctaTitle: 'Hujui kozi ipi inakufaa?',
    ctaText:
      'Zungumza na mshauri wa masomo: tutaangalia malengo na uzoefu wako, kisha tukupendekezee kozi, muda wa darasa na mpango wa malipo.',
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
    showingAll: (count) => `Zinaonyeshwa kozi zote ${count}`,
    showing: (shown, count) => `Zinaonyeshwa kozi ${shown} kati ya ${count}`,
  },
};
