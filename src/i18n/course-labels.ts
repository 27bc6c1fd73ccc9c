/** A course's figures in words: its fee, class days and instalments, in the language of the words given. */
import { weekdays, type Weekday } from '../content/college-time.ts';
import type { Course } from '../content/courses.ts';
import type { PaymentSchedule } from '../content/payment-plan.ts';
import { formatPrice } from '../lib/format-price.ts';
import { listPhrase } from '../lib/wording.ts';
import type { CommonWords } from './en/common.ts';
import type { CoursePageWords } from './en/course-page.ts';
import type { WhenWords } from './en/when.ts';

/** "Monday, Wednesday and Thursday", or "Monday to Friday" for three or more days in a row. */
export function daysLabel(
  days: readonly Weekday[],
  { when }: WhenWords,
  { conjunctions }: CommonWords,
): string {
  const indexes = days.map((day) => weekdays.indexOf(day));
  const consecutive = indexes.every((index, i) => i === 0 || index === (indexes[i - 1] ?? -2) + 1);
  const names = days.map((day) => when.weekday(day));
  const [first] = names;
  const last = names[names.length - 1];
  if (first && last && names.length > 2 && consecutive) return `${first} ${conjunctions.to} ${last}`;
  return listPhrase(names, conjunctions.and);
}

/** "3 monthly M-Pesa instalments of KSh 3,500" (or "…: 2 of KSh 3,333 and a last one of KSh 3,334"). */
export const instalmentsText = (
  { instalments, monthly, last }: PaymentSchedule,
  { coursePage }: CoursePageWords,
): string => coursePage.instalments(instalments, formatPrice(monthly), formatPrice(last));

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
