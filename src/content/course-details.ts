/**
 * What a course's own page shows beyond its card, from `details` in content/courses/ (checked
 * against its schema at build time). Only the course page loads this module.
 */
import { strings as whenStrings } from '#ui-strings/when';
import { strings } from '#ui-strings/common';
import type { CollectionData } from './schema/collections';
import data from 'virtual:content/course-details';
import { collegeDayEnd, type Weekday } from './college-time';

export type CourseDetails = CollectionData<'courses'>['courses'][number]['details'];
export type CourseSchedule = CourseDetails['schedules'][number];

// The build serves each course's `details` by its slug.
const detailsBySlug = data as Partial<Record<string, CourseDetails>>;

/** The page content of the course with this slug; throws so a wrong slug fails the build, not the page. */
export function courseDetails(slug: string): CourseDetails {
  const details = detailsBySlug[slug];
  if (!details) throw new Error(`No course details for "${slug}"`);
  return details;
}

export interface Intake {
  /** The start date as in the file, e.g. 2027-01-11. */
  date: string;
  /** "11 January 2027". */
  label: string;
}

/** An intake can still be joined on its first day: it is upcoming until that day ends in Nairobi. */
export const isUpcomingIntake = (date: string, now: number) => collegeDayEnd(date) > now;

/** Upcoming intakes soonest first, and past intakes newest first, as of `now` (as eventsAsOf does for events). */
export function intakesAsOf(now: number, dates: readonly string[]) {
  const sorted = [...dates].sort().map((date) => ({ date, label: whenStrings.when.date(date) }));
  return {
    upcoming: sorted.filter(({ date }) => isUpcomingIntake(date, now)),
    past: sorted.filter(({ date }) => !isUpcomingIntake(date, now)).reverse(),
  };
}

/** Hours of class a week on a schedule: each day's start to end, as a whole number of minutes. */
export function weeklyMinutes(schedule: CourseSchedule): number {
  const minutes = (time: string) => {
    const [hours = 0, mins = 0] = time.split(':').map(Number);
    return hours * 60 + mins;
  };
  return schedule.days.length * (minutes(schedule.end) - minutes(schedule.start));
}

/** "Monday, Wednesday and Thursday", or "Monday to Friday" for three or more days in a row. */
export function daysLabel(days: readonly string[]): string {
  const order = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const indexes = days.map((name) => order.indexOf(name));
  const consecutive = indexes.every((index, i) => i === 0 || index === (indexes[i - 1] ?? -2) + 1);
  const names = days.map((day) => whenStrings.when.weekday(day as Weekday));
  if (names.length > 2 && consecutive)
    return `${names[0]} ${strings.conjunctions.to} ${names[names.length - 1]}`;
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} ${strings.conjunctions.and} ${names[names.length - 1]}`
    : names.join('');
}
