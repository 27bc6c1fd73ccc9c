import { describe, expect, it } from 'vitest';
import { words as english } from '../../src/i18n/en/common';
import { words as kiswahili } from '../../src/i18n/sw/common';

// A course's length is one number, its weeks (content/courses/); each language words it.
describe("a course's length worded from its weeks", () => {
  it('says whole months of four weeks as months, in each language', () => {
    expect([4, 8, 16].map((weeks) => english.course.length(weeks))).toEqual([
      '1 month',
      '2 months',
      '4 months',
    ]);
    expect([4, 8, 16].map((weeks) => kiswahili.course.length(weeks))).toEqual([
      'Mwezi 1',
      'Miezi 2',
      'Miezi 4',
    ]);
  });

  it('says a length that is not whole months in weeks', () => {
    expect([1, 6].map((weeks) => english.course.length(weeks))).toEqual(['1 week', '6 weeks']);
    expect(kiswahili.course.length(6)).toBe('Wiki 6');
  });

  it('says a length for each programming language as such', () => {
    expect(english.course.length(12, true)).toBe('3 months per language');
    expect(kiswahili.course.length(12, true)).toBe('Miezi 3 kwa kila lugha');
  });
});
