import { describe, expect, it } from 'vitest';
import { courseFee, feeUnit } from '../../src/i18n/course-fee';
import { words as english } from '../../src/i18n/en/common';
import { words as kiswahili } from '../../src/i18n/sw/common';

// Its own courses: whether a course is taken a programming language at a time is the staff's to
// change (content/courses/, `perProgrammingLanguage`), so the content may have none.
const wholeCourse = { price: 12000 };
const perLanguage = { price: 6000, perProgrammingLanguage: true };

describe("a course's fee worded with what it is for", () => {
  it('says a fee for the whole course as the price alone', () => {
    expect(courseFee(wholeCourse, english)).toBe('KSh 12,000');
    expect(courseFee({ ...wholeCourse, perProgrammingLanguage: false }, kiswahili)).toBe('KSh 12,000');
    expect(feeUnit({}, english)).toBeUndefined();
  });

  it('says a fee for each programming language as such, in each language, as the length is', () => {
    expect(courseFee(perLanguage, english)).toBe('KSh 6,000 per language');
    expect(courseFee(perLanguage, kiswahili)).toBe('KSh 6,000 kwa kila lugha');
    expect(english.course.length(12, true)).toBe(`3 months ${String(feeUnit(perLanguage, english))}`);
    expect(kiswahili.course.length(12, true)).toBe(`Miezi 3 ${String(feeUnit(perLanguage, kiswahili))}`);
  });
});
