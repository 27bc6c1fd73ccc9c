/** When a visit can be booked, from the weekly hours and closures the caller passes in (pure). */
import {
  isClock24,
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

/** Who is closed or open: the college ("we"), or a campus with hours of its own. */
type Subject = string | undefined;

/** What a day offers at a campus: closed (for a closure, or every week on that weekday), or open between two times. */
export type DayOpening =
  | { open: false; closure: Closure; date: string; subject: Subject }
  | { open: false; closure?: undefined; weekday: Weekday; subject: Subject }
  | { open: true; weekday: Weekday; opens: string; closes: string; subject: Subject };

/** A visit that cannot be booked: which field is wrong, and why (src/i18n/opening-text.ts words it). */
export type VisitProblem =
  | { field: 'date'; reason: 'past' }
  | { field: 'date'; reason: 'closed'; opening: Extract<DayOpening, { open: false }> }
  | { field: 'time'; reason: 'outside-hours'; opening: Extract<DayOpening, { open: true }> }
  | { field: 'time'; reason: 'past' };

/** The closure that covers a date, if any (a single day, or a range from `date` to `until`). */
export const closureOn = (date: string, closures: readonly Closure[]) =>
  closures.find((closure) => closure.date <= date && date <= (closure.until ?? closure.date));

/** Whether the college (or the campus) is open on a YYYY-MM-DD date, and when. */
export function openingOn(date: string, campus: CampusHours | undefined, data: OpeningData): DayOpening {
  // A campus with hours of its own is who is open or closed; else the college is ("we").
  const own = campus?.officeHours?.length ? campus : undefined;
  const hours = own?.officeHours ?? data.officeHours;
  const subject = own?.name;
  const closure = closureOn(date, data.closures);
  if (closure) return { open: false, closure, date, subject };
  const weekday = weekdayOf(date);
  const day = hours.find((entry) => entry.dayOfWeek.includes(weekday));
  if (!day) return { open: false, weekday, subject };
  return { open: true, weekday, opens: day.opens, closes: day.closes, subject };
}

/**
 * Why a visit on `date` at `time` (a 24-hour "09:00", as the form keeps it; empty if not chosen yet)
 * cannot be booked at `now`, or undefined if it can. Dates and times are Nairobi's.
 */
export function visitProblem(
  { date, time, campus }: { date: string; time: string; campus?: CampusHours },
  now: number,
  data: OpeningData,
): VisitProblem | undefined {
  if (!isCalendarDate(date)) return undefined;
  const today = collegeDate(now);
  if (date < today) return { field: 'date', reason: 'past' };
  const opening = openingOn(date, campus, data);
  if (!opening.open) return { field: 'date', reason: 'closed', opening };
  if (!isClock24(time)) return undefined;
  const minutes = minutesOf(time);
  if (minutes < minutesOf(opening.opens) || minutes + visitMinutes > minutesOf(opening.closes)) {
    return { field: 'time', reason: 'outside-hours', opening };
  }
  if (date === today && minutes <= collegeMinutes(now)) return { field: 'time', reason: 'past' };
  return undefined;
}
