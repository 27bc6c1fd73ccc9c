import { clock24 } from '../../content/college-time';
import { campusById } from '../../content/site';
import { useContent } from '../../locale/use-content';
import { useWords } from '../../locale/use-words';
import type { BookingValues } from './booking-values';

/** A booking's campus, time and interest as the page shows them, each as stored where it cannot be read. */
export function useShownFields() {
  const bookingWords = useWords('booking');
  const { when } = useWords('when');
  const site = useContent('site');
  return ({ campus, time, interest }: Pick<BookingValues, 'campus' | 'time' | 'interest'>) => {
    const clock = clock24(time);
    return {
      // A campus no longer in the data (an older booking's) by what the booking holds.
      campus: campusById(site, campus)?.name ?? campus,
      time: clock ? when.clock(clock) : time,
      interest: (bookingWords.interests as Partial<Record<string, string>>)[interest] ?? interest,
    };
  };
}
