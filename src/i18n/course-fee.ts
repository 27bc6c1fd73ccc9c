/** A course's fee in words: apart, as course-labels.ts would bring the calendar into every page's chunk. */
import type { Course } from '../content/courses.ts';
import { formatPrice } from '../lib/format-price.ts';
import type { CommonWords } from './en/common.ts';

/** What a course's fee is for when not the whole course: "per language" for one taken a language at a time. */
export const feeUnit = (
  { perProgrammingLanguage }: Pick<Course, 'perProgrammingLanguage'>,
  { course }: CommonWords,
): string | undefined => (perProgrammingLanguage ? course.perLanguage : undefined);

/** A course's fee wherever it is shown: "KSh 12,000", or "KSh 6,000 per language". */
export const courseFee = (course: Pick<Course, 'price' | 'perProgrammingLanguage'>, words: CommonWords) =>
  [formatPrice(course.price), feeUnit(course, words)].filter(Boolean).join(' ');
