import { Button, Text } from '@chakra-ui/react';
import { isCalendarDate, longDateLabel } from '../../content/college-time';
import { ContactLinks, type UnsentBooking } from './booking-contact-links';
import type { BookingValues } from './booking-values';
import { OutcomePanel } from './outcome-panel';
import { campusOf, VisitLinks } from './visit-links';

interface OutcomeProps {
  reference: string;
  /** What was booked: the visit links and the campus named come from it. */
  values: BookingValues;
  onBookAnother: () => void;
}

/** "Your visit to Nakuru Main Campus: Tuesday 25 June 2030 at 10:00 AM, to be confirmed." */
function VisitText({ values }: { values: BookingValues }) {
  const campus = campusOf(values);
  return (
    <Text>
      Your visit{campus ? ` to ${campus.name}` : ''}:{' '}
      {isCalendarDate(values.date) ? longDateLabel(values.date) : values.date} at {values.time}, to be
      confirmed.
    </Text>
  );
}

function Reference({ reference }: { reference: string }) {
  return (
    <Text>
      Your booking reference: <strong>{reference}</strong>
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
  return (
    <OutcomePanel title="Thank you! Your appointment request has been sent." tone="success">
      <Text>
        {late
          ? 'Your preferred date had passed by the time it was sent, so we will call you to agree a new date.'
          : 'Our team will contact you within 24 hours to confirm your appointment.'}
      </Text>
      <VisitText values={values} />
      <Reference reference={reference} />
      {!late && <VisitLinks reference={reference} values={values} />}
      <Button colorPalette="brand" onClick={onBookAnother}>
        Book Another Appointment
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
  return (
    <OutcomePanel title="Your booking is waiting to be sent" tone="waiting">
      <Text>Saved on this device. It will be sent automatically when you are back online.</Text>
      <VisitText values={values} />
      <Reference reference={reference} />
      <VisitLinks reference={reference} values={values} />
      <Text>
        {backgroundSync
          ? 'You can keep browsing or close this page; keep this reference in case you need to call us.'
          : 'You can keep browsing; if you close this page first, it will be sent the next time you open this site. Keep this reference in case you need to call us.'}
      </Text>
      <Button variant="outline" colorPalette="brand" onClick={onBookAnother}>
        Book Another Appointment
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
  return (
    <OutcomePanel title="We could not send your booking" tone="error">
      <Text>
        Sorry, your appointment request could not be delivered. Please <ContactLinks booking={booking} />, and
        quote your booking reference.
      </Text>
      <VisitText values={booking.values} />
      <Reference reference={booking.reference} />
      <Button variant="outline" colorPalette="brand" onClick={onBack}>
        Back to the form
      </Button>
    </OutcomePanel>
  );
}
