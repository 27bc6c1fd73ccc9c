import { Link, Stack, VisuallyHidden } from '@chakra-ui/react';
import { campusById, type Site } from '../../content/site';
import { ContentText } from '../../components/content-text';
import { WordsWith } from '../../components/words-with';
import { useContent } from '../../locale/use-content';
import { directionsHref } from '../../lib/directions-href';
import type { BookingValues } from './booking-values';
import { calendarHref, visitCalendar } from './visit-calendar';
import { useWords } from '../../locale/use-words';

/** The campus a booking names by its id (the only one, where the college has one). */
export const campusOf = (values: Pick<BookingValues, 'campus'>, site: Pick<Site, 'campuses'>) =>
  campusById(site, values.campus) ?? (site.campuses.length === 1 ? site.campuses[0] : undefined);

/**
 * What the visitor keeps of a booking sent or waiting: the visit in their calendar (a file made on
 * the device) and directions to the campus in their map app. Nothing if the campus is unknown.
 */
export function VisitLinks({ reference, values }: { reference: string; values: BookingValues }) {
  const bookingWords = useWords('booking');
  const site = useContent('site');
  const campus = campusOf(values, site);
  if (!campus) return null;
  const ics = visitCalendar({ reference, values, campus, site }, bookingWords);
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '6' }}>
      {ics && (
        <Link href={calendarHref(ics)} download={`${reference}.ics`} fontWeight="semibold">
          {bookingWords.booking.addToCalendar}
        </Link>
      )}
      <Link href={directionsHref(campus.geo)} target="_blank" rel="noopener" fontWeight="semibold">
        <WordsWith words={bookingWords.booking.directions}>
          <ContentText of={campus} field="name" />
        </WordsWith>
        <VisuallyHidden>{bookingWords.booking.opensMap}</VisuallyHidden>
      </Link>
    </Stack>
  );
}
