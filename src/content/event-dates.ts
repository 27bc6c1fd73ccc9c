/** An event's dates as figures, from its entry in content/events/ (dates and times in Nairobi time). */
import { collegeIso } from './college-time';
import type { CollectionData } from './schema/collections';

export type EventData = CollectionData<'events'>[number];
/** An entry's own fields, its photo aside: a page gets the photo as shipped, a Node test as written. */
export type EventFields = Omit<EventData, 'photo'>;

/** What the site works out from an entry's date and times. */
export interface EventDates {
  /** Day of the month, as shown on the date badge. */
  day: number;
  /** 1 to 12. */
  month: number;
  year: number;
  /** ISO 8601 start and end, East Africa Time, for structured data and the date logic. */
  startDate: string;
  endDate: string;
}

/** An event as the site shows it: its entry and its dates. */
export type CollegeEvent<Entry extends EventFields = EventData> = Entry & EventDates;

/** The dates of an event from its file entry. */
export function toCollegeEvent<Entry extends EventFields>(entry: Entry): CollegeEvent<Entry> {
  const [year = 0, month = 1, day = 1] = entry.date.split('-').map(Number);
  return {
    ...entry,
    day,
    month,
    year,
    startDate: collegeIso(entry.date, entry.start),
    endDate: collegeIso(entry.date, entry.end),
  };
}

/** When an event ends, as a time value: it is upcoming until then. */
export const eventEnd = (event: EventDates) => Date.parse(event.endDate);
export const isUpcoming = (event: EventDates, now: number) => eventEnd(event) > now;

/** Upcoming events soonest first, and past events newest first, as of `now`. */
export function eventsAsOf<Event extends EventDates>(now: number, all: readonly Event[]) {
  const byStart = [...all].sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
  return {
    upcoming: byStart.filter((event) => isUpcoming(event, now)),
    past: byStart.filter((event) => !isUpcoming(event, now)).reverse(),
  };
}
