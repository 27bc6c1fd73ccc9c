import { campusById, type Site } from '../../content/site';
import { ContentText } from '../../components/content-text';
import { WordsWith } from '../../components/words-with';
import { useContent } from '../../locale/use-content';
import { directionsHref } from '../../lib/directions-href';
import { BookingStyles, hiddenClass, linkClass } from './booking-styles';
import type { BookingValues } from './booking-values';
import { calendarHref, visitCalendar } from './visit-calendar';
import { useWords } from '../../locale/use-words';

/** The campus a booking names by its id (the only one, where the college has one). */
export const campusOf = (values: Pick<BookingValues, 'campus'>, site: Pick<Site, 'campuses'>) =>
  campusById(site, values.campus) ?? (site.campuses.length === 1 ? site.campuses[0] : undefined);

/** The visit for the visitor's calendar (a file made on the device) and directions to the campus. */
export function VisitLinks({ reference, values }: { reference: string; values: BookingValues }) {
  const bookingWords = useWords('booking');
  const site = useContent('site');
  const campus = campusOf(values, site);
  if (!campus) return null;
  const ics = visitCalendar({ reference, values, campus, site }, bookingWords);
  return (
    <div className="booking-visit-links">
      <BookingStyles />
      {ics && (
        <a href={calendarHref(ics)} download={`${reference}.ics`} className={linkClass}>
          {bookingWords.booking.addToCalendar}
        </a>
      )}
      <a href={directionsHref(campus.geo)} target="_blank" rel="noopener" className={linkClass}>
        <WordsWith words={bookingWords.booking.directions}>
          <ContentText of={campus} field="name" />
        </WordsWith>
        <span className={hiddenClass}>{bookingWords.booking.opensMap}</span>
      </a>
    </div>
  );
}
