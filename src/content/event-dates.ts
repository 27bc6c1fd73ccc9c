/**
 * What the site shows of an event, from its entry in content/events/: the pure part, without the
 * data (so Node-side tests derive their expectations with the same code). Dates and times in the
 * file are East Africa Time (UTC+3, no daylight saving), as the college states them.
 */
import { strings as whenStrings } from '#ui-strings/when';
import { strings } from '#ui-strings/common';
import { strings as communityStrings } from '#ui-strings/community';
import { clockLabel, collegeIso } from './college-time';
import type { CollectionData } from './schema/collections';

export { clockLabel };

export type EventData = CollectionData<'events'>['events'][number];
/** An entry's own fields, its photo aside: a page gets the photo as shipped, a Node test as written. */
export type EventFields = Omit<EventData, 'photo'>;

/** What the site works out from an entry's date and times. */
export interface EventDates {
  /** Day of the month, as shown on the date badge. */
  day: number;
  month: string;
  year: number;
  /** Shown as given, e.g. "9:00 AM". */
  startTime: string;
  endTime: string;
  /** ISO 8601 start and end, East Africa Time, for structured data and the date logic. */
  startDate: string;
  endDate: string;
}

/** An event as the site shows it: its entry and its dates. */
export type CollegeEvent<Entry extends EventFields = EventData> = Entry & EventDates;

/** The shown and machine-readable dates of an event from its file entry. */
export function toCollegeEvent<Entry extends EventFields>(entry: Entry): CollegeEvent<Entry> {
  const [year = 0, month = 1, day = 1] = entry.date.split('-').map(Number);
  return {
    ...entry,
    day,
    month: whenStrings.when.months[month - 1] ?? '',
    year,
    startTime: whenStrings.when.clock(entry.start),
    endTime: whenStrings.when.clock(entry.end),
    startDate: collegeIso(entry.date, entry.start),
    endDate: collegeIso(entry.date, entry.end),
  };
}

/** An event is upcoming until it ends. */
export const isUpcoming = (event: EventDates, now: number) => Date.parse(event.endDate) > now;

/** Upcoming events soonest first, and past events newest first, as of `now`. */
export function eventsAsOf<Event extends EventDates>(now: number, all: readonly Event[]) {
  const byStart = [...all].sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
  return {
    upcoming: byStart.filter((event) => isUpcoming(event, now)),
    past: byStart.filter((event) => !isUpcoming(event, now)).reverse(),
  };
}

/** "25 June 2025". */
export const eventDateLabel = (event: EventDates) => `${event.day} ${event.month} ${event.year}`;

/** "9:00 AM to 4:00 PM". */
export const eventTimeLabel = (event: EventDates) =>
  `${event.startTime} ${strings.conjunctions.to} ${event.endTime}`;

/** The booking message an event's Register link prefills. */
export const eventRegistrationMessage = (event: CollegeEvent<EventFields>) =>
  communityStrings.events.registerMessage(event.title, eventDateLabel(event));
