/**
 * When a visit can be booked, from the data: each campus's weekly hours (its own where
 * content/site.yml gives it some, else the college's) and the closures in content/closures/.
 * Pure: the booking form passes the data in, and the tests pass their own fixtures.
 */
import { strings as whenStrings } from '#ui-strings/when';
import { strings as bookingStrings } from '#ui-strings/booking';
import {
  clock24,
  collegeDate,
  collegeMinutes,
  isCalendarDate,
  minutesOf,
  weekdayOf,
  type Weekday,
} from './college-time';
import type { Closure } from './closures';
import type { Campus, OpeningHours } from './site';

/** A visit is booked as a one-hour slot: it must start at or after opening and end by closing. */
export const visitMinutes = 60;

export interface OpeningData {
  officeHours: readonly OpeningHours[];
  closures: readonly Closure[];
}

type CampusHours = Pick<Campus, 'name' | 'officeHours'>;

/** What a day offers at a campus: closed, with the reason in words, or open between two times. */
export type DayOpening =
  { open: false; reason: string } | { open: true; weekday: Weekday; opens: string; closes: string };

/** A visit that cannot be booked: which field is wrong, and why. */
export interface VisitProblem {
  field: 'date' | 'time';
  message: string;
}

/** The hours that apply at a campus (its own, else the college's); who "we" are in the messages. */
function hoursAt(campus: CampusHours | undefined, data: OpeningData) {
  const own = campus?.officeHours;
  return own && own.length > 0 && campus
    ? { hours: own, subject: campus.name }
    : { hours: data.officeHours, subject: undefined };
}

/** The closure that covers a date, if any (a single day, or a range from `date` to `until`). */
export const closureOn = (date: string, closures: readonly Closure[]) =>
  closures.find((closure) => closure.date <= date && date <= (closure.until ?? closure.date));

/** Whether the college (or the campus) is open on a YYYY-MM-DD date, and when. */
export function openingOn(date: string, campus: CampusHours | undefined, data: OpeningData): DayOpening {
  const { hours, subject } = hoursAt(campus, data);
  const closure = closureOn(date, data.closures);
  if (closure)
    return {
      open: false,
      reason: bookingStrings.hours.closedOn(whenStrings.when.dayMonth(date), closure.name, subject),
    };
  const weekday = weekdayOf(date);
  const day = hours.find((entry) => entry.dayOfWeek.includes(weekday));
  if (!day)
    return {
      open: false,
      reason: bookingStrings.hours.closedWeekday(whenStrings.when.weekday(weekday), subject),
    };
  return { open: true, weekday, opens: day.opens, closes: day.closes };
}

/** "On Saturdays we are open 9:00 AM to 1:00 PM". */
const hoursSentence = (opening: Extract<DayOpening, { open: true }>, subject: string | undefined) =>
  bookingStrings.hours.openFrom(
    whenStrings.when.weekday(opening.weekday),
    whenStrings.when.clock(opening.opens),
    whenStrings.when.clock(opening.closes),
    subject,
  );

/**
 * Why a visit on `date` at `time` (one of the form's "9:00 AM" labels; empty if not chosen yet)
 * cannot be booked at `now`, or undefined if it can. Dates and times are Nairobi's.
 */
export function visitProblem(
  visit: { date: string; time: string; campus?: CampusHours },
  now: number,
  data: OpeningData,
): VisitProblem | undefined {
  const { date, time, campus } = visit;
  if (!isCalendarDate(date)) return undefined;
  const today = collegeDate(now);
  if (date < today) return { field: 'date', message: bookingStrings.errors.pastDate };
  const opening = openingOn(date, campus, data);
  if (!opening.open) return { field: 'date', message: `${opening.reason}.` };
  const start = clock24(time);
  if (start === undefined) return undefined;
  const minutes = minutesOf(start);
  if (minutes < minutesOf(opening.opens) || minutes + visitMinutes > minutesOf(opening.closes)) {
    return {
      field: 'time',
      message: bookingStrings.hours.chooseAnotherTime(hoursSentence(opening, hoursAt(campus, data).subject)),
    };
  }
  if (date === today && minutes <= collegeMinutes(now)) {
    return {
      field: 'time',
      message: bookingStrings.hours.pastTime,
    };
  }
  return undefined;
}
