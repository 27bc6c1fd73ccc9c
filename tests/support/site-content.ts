// What the e2e tests expect, derived from the content the build was made from (content/, or
// CONTENT_DIR): the staff edit it through the editor, so no test pins today's fees or people.
import {
  eventsAsOf,
  toCollegeEvent,
  type CollegeEvent,
  type EventFields,
} from '../../src/content/event-dates.ts';
import { localizedPath, locales, type Locale } from '../../src/config/locales.ts';
import { eventDateLabel, eventRegistrationMessage, eventTimeLabel } from '../../src/i18n/event-labels.ts';
import { loadContent } from '../../tools/content-data.ts';
import { uiWords } from '../../tools/ui-words.ts';

export const content = loadContent();
export const { site } = content;

/** The site's events as the pages show them, sorted soonest first. */
export const eventsByStart: readonly CollegeEvent<EventFields>[] = eventsAsOf(
  Number.NEGATIVE_INFINITY,
  content.events.map(toCollegeEvent),
).upcoming;

/** The events split as a page whose clock reads `now` shows them. */
export const eventsAt = (now: number) => eventsAsOf(now, eventsByStart);

/** A course's card on /courses, by the courses file. */
export const courseBySlug = (slug: string) => {
  const course = content.courses.find((candidate) => candidate.slug === slug);
  if (!course) throw new Error(`No course "${slug}" in the content`);
  return course;
};

/** Each of `paths` in every language, a language's addresses together: `/`, `/courses`, `/sw`, ... */
export const inEveryLanguage = (paths: readonly string[]): string[] =>
  locales.flatMap((locale) => paths.map((path) => localizedPath(path, locale)));

/** An event's date and times as its card writes them in a language: "25 June 2026 · 9:00 AM to 4:00 PM". */
export const eventWhen = (event: CollegeEvent<EventFields>, locale: Locale = 'en') =>
  `${eventDateLabel(event, uiWords[locale].when)} · ${eventTimeLabel(event, uiWords[locale].when, uiWords[locale].common)}`;

/** The booking message an event's Register link prefills, in a language. */
export const eventMessage = (event: CollegeEvent<EventFields>, locale: Locale = 'en') =>
  eventRegistrationMessage(event, uiWords[locale].when, uiWords[locale].community);
