/** Dates and times as English writes them (figures from the content, never translated). */
import {
  clockLabel,
  dateLabel,
  dayMonthLabel,
  longDateLabel,
  months,
  type Weekday,
} from '../../content/college-time.ts';

export const strings = {
  when: {
    clock: (time: string) => clockLabel(time),
    dayMonth: (date: string) => dayMonthLabel(date),
    date: (date: string) => dateLabel(date),
    longDate: (date: string) => longDateLabel(date),
    weekday: (day: Weekday) => day as string,
    months: months as readonly string[],
  },
};

export type WhenStrings = typeof strings;
