/** A course page's figures in words: its class days and its instalments, in the language of the words given. */
import { weekdays, type Weekday } from '../content/college-time';
import type { PaymentSchedule } from '../content/payment-plan';
import { formatPrice } from '../lib/format-price';
import { listPhrase } from '../lib/wording';
import type { CommonWords } from './en/common';
import type { CoursePageWords } from './en/course-page';
import type { WhenWords } from './en/when';

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
