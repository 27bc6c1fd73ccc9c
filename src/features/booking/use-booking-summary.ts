import { useCallback } from 'react';
import { clock24 } from '../../content/college-time';
import { campusById } from '../../content/site';
import { useContent } from '../../locale/use-content';
import { useWords } from '../../locale/use-words';
import { bookingSummaryText } from './booking-summary-text';
import type { BookingValues } from './booking-values';

/** A booking's campus, time and interest as the page shows them, each as stored where it cannot be read. */
export function useShownFields() {
  const bookingWords = useWords('booking');
  const { when } = useWords('when');
  const site = useContent('site');
  return useCallback(
    ({ campus, time, interest }: Pick<BookingValues, 'campus' | 'time' | 'interest'>) => {
      const clock = clock24(time);
      return {
        // A campus no longer in the data (an older booking's) by what the booking holds.
        campus: campusById(site, campus)?.name ?? campus,
        time: clock ? when.clock(clock) : time,
        interest: (bookingWords.interests as Partial<Record<string, string>>)[interest] ?? interest,
      };
    },
    [bookingWords, when, site],
  );
}

/** A booking as plain text in the page's language, each field as the form shows it, for the contact links. */
export function useBookingSummary(): (values: BookingValues, reference?: string) => string {
  const { summary, outbox } = useWords('booking');
  const shownFields = useShownFields();
  return useCallback(
    (values, reference) =>
      bookingSummaryText(
        { ...values, ...shownFields(values) },
        { labels: summary, dateLocale: outbox.dateLocale },
        reference,
      ),
    [summary, outbox, shownFields],
  );
}
