/** What a course's own page shows beyond its card (`details` in content/courses/), and its rules. */
import type { CollectionData } from './schema/collections';
import { collegeDayEnd, minutesOf } from './college-time';

export type CourseDetails = CollectionData<'courses'>[number]['details'];
export type CourseSchedule = CourseDetails['schedules'][number];

/** An intake can still be joined on its first day: it is upcoming until that day ends in Nairobi. */
export const isUpcomingIntake = (date: string, now: number) => collegeDayEnd(date) > now;

/** Upcoming intakes soonest first, and past intakes newest first, as of `now` (as eventsAsOf does for events). */
export function intakesAsOf(now: number, dates: readonly string[]) {
  const sorted = [...dates].sort();
  return {
    upcoming: sorted.filter((date) => isUpcomingIntake(date, now)),
    past: sorted.filter((date) => !isUpcomingIntake(date, now)).reverse(),
  };
}

/** Minutes of class a week on a schedule: each day's start to end. */
export const weeklyMinutes = (schedule: Pick<CourseSchedule, 'days' | 'start' | 'end'>): number =>
  schedule.days.length * (minutesOf(schedule.end) - minutesOf(schedule.start));
