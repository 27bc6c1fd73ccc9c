import { strings } from '#ui-strings';
import { Button, Text } from '@chakra-ui/react';
import { clock24, isCalendarDate } from '../../content/college-time';
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
      {strings.booking.visit(
        campus?.name,
        isCalendarDate(values.date) ? strings.when.longDate(values.date) : values.date,
        strings.when.clock(clock24(values.time) ?? values.time),
      )}
    </Text>
  );
}

function Reference({ reference }: { reference: string }) {
  return (
    <Text>
      {strings.booking.reference} <strong>{reference}</strong>
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
    <OutcomePanel title={strings.booking.sentTitle} tone="success">
      <Text>
        {late
          ? strings.booking.sentLate
          : strings.booking.sentText}
      </Text>
      <VisitText values={values} />
      <Reference reference={reference} />
      {!late && <VisitLinks reference={reference} values={values} />}
      <Button colorPalette="brand" onClick={onBookAnother}>
        {strings.booking.another}
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
    <OutcomePanel title={strings.booking.queuedTitle} tone="waiting">
      <Text>{strings.booking.queuedText}</Text>
      <VisitText values={values} />
      <Reference reference={reference} />
      <VisitLinks reference={reference} values={values} />
      <Text>
        {backgroundSync
          ? strings.booking.queuedSync
          : strings.booking.queuedNoSync}
      </Text>
      <Button variant="outline" colorPalette="brand" onClick={onBookAnother}>
        {strings.booking.another}
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
    <OutcomePanel title={strings.booking.refusedTitle} tone="error">
      <Text>
        {strings.booking.refusedText} <ContactLinks booking={booking} /> {strings.booking.quoteReference}
      </Text>
      <VisitText values={booking.values} />
      <Reference reference={booking.reference} />
      <Button variant="outline" colorPalette="brand" onClick={onBack}>
        {strings.booking.backToForm}
      </Button>
    </OutcomePanel>
  );
}
