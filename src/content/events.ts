/**
 * Community events, from content/events/ (checked against its schema at build time); how they
 * are shown and sorted by date is in event-dates.ts.
 */
import { eventsAsOf as eventsOf, toCollegeEvent, type CollegeEvent } from './event-dates';
import type { CollectionData } from './schema/collections';
import data from 'virtual:content/events';

// The build's time has a module of its own, which pages can use without loading the events.
export { contentBuiltAt } from './content-time';

/** Every event in the content, in file order. */
export const events: readonly CollegeEvent[] = (data as CollectionData<'events'>).events.map(toCollegeEvent);

/** Upcoming events soonest first, and past events newest first, as of `now` (the site's events by default). */
export const eventsAsOf = (now: number, all: readonly CollegeEvent[] = events) => eventsOf(now, all);
