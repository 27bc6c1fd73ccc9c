/** An event's date and times in words, in the language of the words given. */
import type { CollegeEvent, EventFields } from '../content/event-dates';
import type { CommonWords } from './en/common';
import type { CommunityWords } from './en/community';
import type { WhenWords } from './en/when';

/** "25 June 2025". */
export const eventDateLabel = (event: Pick<EventFields, 'date'>, { when }: WhenWords) =>
  when.date(event.date);

/** "9:00 AM to 4:00 PM". */
export const eventTimeLabel = (
  event: Pick<EventFields, 'start' | 'end'>,
  { when }: WhenWords,
  { conjunctions }: CommonWords,
) => `${when.clock(event.start)} ${conjunctions.to} ${when.clock(event.end)}`;

/** The month on an event's date badge: "June". */
export const eventMonthLabel = (event: Pick<CollegeEvent, 'month'>, { when }: WhenWords) =>
  when.months[event.month - 1] ?? '';

/** The booking message an event's Register link prefills. */
export const eventRegistrationMessage = (
  event: Pick<EventFields, 'title' | 'date'>,
  when: WhenWords,
  { events }: CommunityWords,
) => events.registerMessage(event.title, eventDateLabel(event, when));
