/** Dates and times as English writes them (figures from the content, never translated). */
import { weekdayOf, type Weekday } from '../../content/college-time.ts';
import { twelveHourClock } from '../../lib/twelve-hour-clock.ts';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "25 December" for 2026-12-25. */
function dayMonth(date: string): string {
  const [, month = 1, day = 1] = date.split('-').map(Number);
  return `${day} ${months[month - 1] ?? ''}`;
}

/** "25 June 2025". */
const dateText = (date: string) => `${dayMonth(date)} ${date.slice(0, 4)}`;

export const words = {
  when: {
    /** "09:00" -> "9:00 AM". */
    clock: twelveHourClock,
    dayMonth,
    date: dateText,
    /** "Thursday 25 June 2026". */
    longDate: (date: string) => `${weekdayOf(date)} ${dateText(date)}`,
    weekday: (day: Weekday) => day as string,
    months: months as readonly string[],
  },
};

export type WhenWords = typeof words;

// This language's words are the contract every language keeps (../catalogues.ts).
declare module '../catalogues.ts' {
  interface Catalogues {
    when: WhenWords;
  }
}
