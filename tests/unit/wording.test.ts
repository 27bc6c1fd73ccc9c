import { describe, expect, it } from 'vitest';
import { capitalised, inFigures, inSentence, listPhrase, wordingIn } from '../../src/lib/wording';

const { countInWords, plural } = wordingIn('en');
const { countInWords: swahiliCountInWords, numberInWords: swahiliNumber } = wordingIn('sw');
import { words as enCourses } from '../../src/i18n/en/courses';
import { words as enHome } from '../../src/i18n/en/home';
import { words as swBooking } from '../../src/i18n/sw/booking';
import { words as swCourses } from '../../src/i18n/sw/courses';
import { words as swHome } from '../../src/i18n/sw/home';
import { words as swMeta } from '../../src/i18n/sw/meta';

describe('wording from the data', () => {
  it('lists any number of campus towns', () => {
    expect(listPhrase(['Nakuru'], 'or')).toBe('Nakuru');
    expect(listPhrase(['Nakuru', 'Naivasha'], 'or')).toBe('Nakuru or Naivasha');
    expect(listPhrase(['Nakuru', 'Naivasha', 'Eldoret'], 'or')).toBe('Nakuru, Naivasha or Eldoret');
    expect(listPhrase(['A', 'B', 'C', 'D'], 'and')).toBe('A, B, C and D');
    expect(listPhrase([], 'and')).toBe('');
  });

  it('writes counts in words up to twenty, then in figures', () => {
    expect([1, 10, 11, 20].map(countInWords)).toEqual(['one', 'ten', 'eleven', 'twenty']);
    expect(countInWords(21)).toBe('21');
    expect(capitalised(countInWords(10))).toBe('Ten');
    expect(`${countInWords(1)} ${plural(1, 'course', 'courses')}`).toBe('one course');
    expect(`${countInWords(11)} ${plural(11, 'course', 'courses')}`).toBe('eleven courses');
  });

  it('writes figures with their thousands grouped, and a label inside a sentence in lower case', () => {
    expect([0, 999, 1000, 12000, 1250000].map(inFigures)).toEqual([
      '0',
      '999',
      '1,000',
      '12,000',
      '1,250,000',
    ]);
    expect(swBooking.errors.message(1000)).toBe('Ujumbe usizidi herufi 1,000.');
    expect(inSentence('Miezi 4 kwa kila lugha')).toBe('miezi 4 kwa kila lugha');
    expect(inSentence('4 months')).toBe('4 months');
  });

  it('writes Kiswahili numbers in words as they count kozi, awamu and dakika', () => {
    expect([1, 2, 5, 10, 11, 12, 19, 20].map(swahiliNumber)).toEqual([
      'moja',
      'mbili',
      'tano',
      'kumi',
      'kumi na moja',
      'kumi na mbili',
      'kumi na tisa',
      'ishirini',
    ]);
    expect([21, 29, 30, 45, 59, 99].map(swahiliNumber)).toEqual([
      'ishirini na moja',
      'ishirini na tisa',
      'thelathini',
      'arobaini na tano',
      'hamsini na tisa',
      'tisini na tisa',
    ]);
    expect([0, 100, 2.5].map(swahiliNumber)).toEqual(['0', '100', '2.5']);
    expect([10, 20, 21].map(swahiliCountInWords)).toEqual(['kumi', 'ishirini', '21']);
  });

  it('agrees a course count with one course or several, in both languages', () => {
    const facts = { name: 'A College', shortName: 'A', townsAnd: 'X', townsOr: 'X', lowestFee: 'KSh 1' };
    expect(swCourses.courses.lead(1)).toMatch(/^Kozi moja ya vitendo, /);
    expect(swCourses.courses.lead(10)).toMatch(/^Kozi kumi za vitendo, /);
    expect(swMeta.meta.courses({ ...facts, courseCount: 1 }).description).toMatch(
      /^Kozi moja ya kompyuta ya vitendo /,
    );
    expect(swMeta.meta.courses({ ...facts, courseCount: 12 }).description).toMatch(
      /^Kozi kumi na mbili za kompyuta za vitendo /,
    );
    expect([swCourses.filter.showingAll(1), swCourses.filter.showingAll(10)]).toEqual([
      'Inaonyeshwa kozi 1',
      'Zinaonyeshwa kozi zote 10',
    ]);
    expect([swCourses.filter.showing(1, 10), swCourses.filter.showing(3, 10)]).toEqual([
      'Inaonyeshwa kozi 1 kati ya 10',
      'Zinaonyeshwa kozi 3 kati ya 10',
    ]);
    expect([swHome.home.seeAll(1), swHome.home.seeAll(10)]).toEqual([
      'Tazama kozi na ada yake',
      'Tazama kozi zote kumi na ada zake',
    ]);
    expect([enCourses.filter.showingAll(1), enCourses.filter.showingAll(10)]).toEqual([
      'Showing 1 course',
      'Showing all 10 courses',
    ]);
    expect([enHome.home.seeAll(1), enHome.home.seeAll(10)]).toEqual([
      'See the course and its fee',
      'See all ten courses and fees',
    ]);
  });

  it('writes a Kiswahili visit as "ziara ya Jumanne, tarehe 25 Juni 2030, katika …"', () => {
    const { outbox, hours, booking } = swBooking;
    // The date as the notices' Intl gives it in sw-KE, the weekday first.
    const visit = outbox.visitText('Jumanne, 25 Juni 2030', 'Kampasi A');
    expect(outbox.sent('K7-ABC', visit)).toBe(
      'Ombi lako K7-ABC lililokuwa likisubiri limetumwa: ziara ya Jumanne, tarehe 25 Juni 2030, katika Kampasi A.',
    );
    expect(outbox.refused('K7-ABC', visit)).toBe(
      'Ombi lako K7-ABC halikuweza kufika: ziara ya Jumanne, tarehe 25 Juni 2030, katika Kampasi A. Tafadhali',
    );
    expect(outbox.refused('K7-ABC', outbox.visitText(undefined, undefined))).toBe(
      'Ombi lako K7-ABC halikuweza kufika. Tafadhali',
    );
    expect(`K7-ABC${outbox.visitText(undefined, 'Kampasi A')}`).toBe('K7-ABC: ziara katika Kampasi A');
    expect(booking.visit('Kampasi A', 'Jumanne, 25 Juni 2030', 'saa nne asubuhi (10:00)')).toBe(
      'Ziara yako katika Kampasi A: Jumanne, 25 Juni 2030, saa nne asubuhi (10:00). Tutakuthibitishia.',
    );
    expect(hours.closedWeekday('Jumapili', undefined)).toBe('Siku ya Jumapili tumefunga');
  });
});

describe('a language the wording has no number words for', () => {
  it('writes counts in figures and agrees nouns by its own plural rule', () => {
    const french = wordingIn('fr');
    expect([3, 12, 40].map(french.countInWords)).toEqual(['3', '12', '40']);
    // French counts zero as one ("0 cours inscrit"), English does not.
    expect(french.plural(0, 'un', 'plusieurs')).toBe('un');
    expect(wordingIn('en').plural(0, 'one', 'many')).toBe('many');
  });
});
