/** Dates and times as a Kiswahili reader reads them: the same keys as ../en/when.ts. */
import { weekdayOf, type Weekday } from '../../content/college-time.ts';
import type { WhenWords } from '../en/when.ts';
import { swahiliClockLabel } from '../swahili-time.ts';

const swahiliMonths = [
  'Januari',
  'Februari',
  'Machi',
  'Aprili',
  'Mei',
  'Juni',
  'Julai',
  'Agosti',
  'Septemba',
  'Oktoba',
  'Novemba',
  'Desemba',
] as const;

const swahiliWeekdays: Record<Weekday, string> = {
  Monday: 'Jumatatu',
  Tuesday: 'Jumanne',
  Wednesday: 'Jumatano',
  Thursday: 'Alhamisi',
  Friday: 'Ijumaa',
  Saturday: 'Jumamosi',
  Sunday: 'Jumapili',
};

export const words: WhenWords = {
  when: {
    clock: (time) => swahiliClockLabel(time),
    dayMonth: (date) => `${Number(date.slice(8, 10))} ${swahiliMonths[Number(date.slice(5, 7)) - 1] ?? ''}`,
    date: (date) =>
      `${Number(date.slice(8, 10))} ${swahiliMonths[Number(date.slice(5, 7)) - 1] ?? ''} ${date.slice(0, 4)}`,
    longDate: (date) =>
      `${swahiliWeekdays[weekdayOf(date)]}, ${Number(date.slice(8, 10))} ${swahiliMonths[Number(date.slice(5, 7)) - 1] ?? ''} ${date.slice(0, 4)}`,
    weekday: (day) => swahiliWeekdays[day],
    months: swahiliMonths,
  },
};
