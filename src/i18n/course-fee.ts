/**
 * A course's fee in words. A module of its own: the cards are in every page's chunk, and
 * course-labels.ts would bring the college's calendar into it.
 */
import type { Course } from '../content/courses.ts';
import { formatPrice } from '../lib/format-price.ts';
import type { CommonWords } from './en/common.ts';

/** What a course's fee is for when not the whole course: "per language" for one taken a language at a time. */
export const feeUnit = (
  { perProgrammingLanguage }: Pick<Course, 'perProgrammingLanguage'>,
  { course }: CommonWords,
): string | undefined => (perProgrammingLanguage ? course.perLanguage : undefined);

/** A course's fee wherever it is shown: "KSh 12,000", or "KSh 6,000 per language". */
export function courseFee(
  course: Pick<Course, 'price' | 'perProgrammingLanguage'>,
  words: CommonWords,
): string {
  const unit = feeUnit(course, words);
  return unit ? `${formatPrice(course.price)} ${unit}` : formatPrice(course.price);
}
