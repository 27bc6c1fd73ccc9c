import { Button, Text } from '@chakra-ui/react';
import { clock24, isCalendarDate } from '../../content/college-time';
import { ContactLinks, type UnsentBooking } from './booking-contact-links';
import type { BookingValues } from './booking-values';
import { OutcomePanel } from './outcome-panel';
import { campusOf, VisitLinks } from './visit-links';
import { useContent } from '../../locale/use-content';
import { useWords } from '../../locale/use-words';

interface OutcomeProps {
  reference: string;
  /** What was booked: the visit links and the campus named come from it. */
  values: BookingValues;
  onBookAnother: () => void;
}

/** "Your visit to Nakuru Main Campus: Tuesday 25 June 2030 at 10:00 AM, to be confirmed." */
function VisitText({ values }: { values: BookingValues }) {
  const bookingStrings = useWords('booking');
  const whenStrings = useWords('when');
  const campus = campusOf(values, useContent('site'));
  return (
    <Text>
      {bookingStrings.booking.visit(
        campus?.name,
        isCalendarDate(values.date) ? whenStrings.when.longDate(values.date) : values.date,
        whenStrings.when.clock(clock24(values.time) ?? values.time),
      )}
    </Text>
  );
}

function Reference({ reference }: { reference: string }) {
  const bookingStrings = useWords('booking');
  return (
    <Text>
      {bookingStrings.booking.reference} <strong>{reference}</strong>
    </Text>
  );
}

/** EmailJS accepted the booking. `late`: its preferred date had passed when it was sent. */
export function BookingSent({
  reference,
  values,
  onBookAnother,
  late = false,
}: OutcomeProps & { late?: boolean }) {
  const bookingStrings = useWords('booking');
  return (
    <OutcomePanel title={bookingStrings.booking.sentTitle} tone="success">
      <Text>{late ? bookingStrings.booking.sentLate : bookingStrings.booking.sentText}</Text>
      <VisitText values={values} />
      <Reference reference={reference} />
      {!late && <VisitLinks reference={reference} values={values} />}
      <Button colorPalette="brand" onClick={onBookAnother}>
        {bookingStrings.booking.another}
      </Button>
    </OutcomePanel>
  );
}

/**
 * Kept on this device; it turns into the confirmation by itself once it has been sent. "You can
 * close this page" only where the browser took a Background Sync registration: elsewhere nothing
 * can send it while no page of the site is open.
 */
export function BookingQueued({
  reference,
  values,
  onBookAnother,
  backgroundSync,
}: OutcomeProps & { backgroundSync: boolean }) {
  const bookingStrings = useWords('booking');
  return (
    <OutcomePanel title={bookingStrings.booking.queuedTitle} tone="waiting">
      <Text>{bookingStrings.booking.queuedText}</Text>
      <VisitText values={values} />
      <Reference reference={reference} />
      <VisitLinks reference={reference} values={values} />
      <Text>{backgroundSync ? bookingStrings.booking.queuedSync : bookingStrings.booking.queuedNoSync}</Text>
      <Button variant="outline" colorPalette="brand" onClick={onBookAnother}>
        {bookingStrings.booking.another}
      </Button>
    </OutcomePanel>
  );
}

/** Refused for good: the visitor must reach the college another way. */
export function BookingRefused({
  booking,
  onBack,
}: {
  booking: Required<UnsentBooking>;
  onBack: () => void;
}) {
  const bookingStrings = useWords('booking');
  return (
    <OutcomePanel title={bookingStrings.booking.refusedTitle} tone="error">
      <Text>
        {bookingStrings.booking.refusedText} <ContactLinks booking={booking} />{' '}
        {bookingStrings.booking.quoteReference}
      </Text>
      <VisitText values={booking.values} />
      <Reference reference={booking.reference} />
      <Button variant="outline" colorPalette="brand" onClick={onBack}>
        {bookingStrings.booking.backToForm}
      </Button>
    </OutcomePanel>
  );
}
