import { useCallback } from 'react';
import { clock24 } from '../../content/college-time';
import { campusById } from '../../content/site';
import { useContent } from '../../locale/use-content';
import { useWords } from '../../locale/use-words';
import { bookingSummaryText } from './booking-summary-text';
import type { BookingValues } from './booking-values';

/** A booking as plain text in the page's language, each field as the form shows it, for the contact links. */
export function useBookingSummary(): (values: BookingValues, reference?: string) => string {
  const bookingWords = useWords('booking');
  const whenWords = useWords('when');
  const site = useContent('site');
  return useCallback(
    (values, reference) => {
      const time = clock24(values.time);
      const shown = {
        ...values,
        // A campus no longer in the data (an older booking's) by what the booking holds.
        campus: campusById(site, values.campus)?.name ?? values.campus,
        time: time ? whenWords.when.clock(time) : values.time,
        interest:
          (bookingWords.interests as Partial<Record<string, string>>)[values.interest] ?? values.interest,
      };
      return bookingSummaryText(
        shown,
        { labels: bookingWords.summary, dateLocale: bookingWords.outbox.dateLocale },
        reference,
      );
    },
    [bookingWords, whenWords, site],
  );
}
