/**
 * The college's time: Nairobi dates, weekdays and clock times, whatever zone the phone is set to.
 * East Africa Time is UTC+3 all year, so a fixed offset is exact and cheaper than Intl per call.
 */

export const collegeTimeZone = 'Africa/Nairobi';
const offset = '+03:00';
const offsetMs = 3 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** The week as the college's timetables list it, Monday first. */
export const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO 8601 with Nairobi's offset: collegeIso('2026-06-25', '09:00') is "2026-06-25T09:00:00+03:00". */
export const collegeIso = (date: string, time = '00:00') => `${date}T${time}:00${offset}`;

/** The instant (ms since the epoch) of a Nairobi date and 24-hour time. */
export const collegeInstant = (date: string, time = '00:00') => Date.parse(collegeIso(date, time));

/** The instant a Nairobi day ends (midnight after it). */
export const collegeDayEnd = (date: string) => collegeInstant(date) + dayMs;

/** The Nairobi calendar date of an instant, as YYYY-MM-DD (an <input type=date> value). */
export function collegeDate(epochMs: number): string {
  const local = new Date(epochMs + offsetMs);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
}

/** Minutes past Nairobi midnight of an instant. */
export function collegeMinutes(epochMs: number): number {
  const local = new Date(epochMs + offsetMs);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
}

/** Whether text is a real YYYY-MM-DD date (not 2026-02-30, nor a 13th month). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  // An impossible month or day is an Invalid Date, whose toISOString throws.
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

/** The weekday of a YYYY-MM-DD date: "Monday". */
export const weekdayOf = (date: string): Weekday =>
  // getUTCDay counts from Sunday.
  weekdays[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] ?? 'Sunday';

/** The date `days` after a YYYY-MM-DD date. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** Minutes past midnight of a 24-hour "09:30". */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Whether text is a 24-hour clock time, as the site keeps every time: "09:00", "17:30". */
export const isClock24 = (time: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(time);

/** A booking's time as the site keeps it ("09:00"); an older record's "9:00 AM" is read the same. */
export function clock24(value: string): string | undefined {
  if (isClock24(value)) return value;
  const match = /^(\d{1,2}):(\d{2}) ([AP]M)$/.exec(value.trim());
  if (!match) return undefined;
  const [, hour = '0', minutes = '00', half] = match;
  return `${pad((Number(hour) % 12) + (half === 'PM' ? 12 : 0))}:${minutes}`;
}
