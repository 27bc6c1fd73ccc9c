import { clock24, isCalendarDate } from '../../content/college-time';
import { ContactLinks, type UnsentBooking } from './booking-contact-links';
import { buttonClass, outlineButtonClass } from './booking-styles';
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

/** "Your visit to Nakuru Main Campus: Tuesday 25 June 2030 at 10:00 AM, to be confirmed.", and reference. */
function VisitText({ values, reference }: { values: BookingValues; reference: string }) {
  const bookingWords = useWords('booking');
  const whenWords = useWords('when');
  const campus = campusOf(values, useContent('site'));
  return (
    <>
      <p>
        {bookingWords.booking.visit(
          campus?.name,
          isCalendarDate(values.date) ? whenWords.when.longDate(values.date) : values.date,
          whenWords.when.clock(clock24(values.time) ?? values.time),
        )}
      </p>
      <p>
        {bookingWords.booking.reference} <strong>{reference}</strong>
      </p>
    </>
  );
}

/** EmailJS accepted the booking. `late`: its preferred date had passed when it was sent. */
export function BookingSent({
  reference,
  values,
  onBookAnother,
  late = false,
}: OutcomeProps & { late?: boolean }) {
  const bookingWords = useWords('booking');
  return (
    <OutcomePanel title={bookingWords.booking.sentTitle} tone="success">
      <p>{late ? bookingWords.booking.sentLate : bookingWords.booking.sentText}</p>
      <VisitText values={values} reference={reference} />
      {!late && <VisitLinks reference={reference} values={values} />}
      <button type="button" className={buttonClass} onClick={onBookAnother}>
        {bookingWords.booking.another}
      </button>
    </OutcomePanel>
  );
}

/**
 * Kept on this device, until it turns into the confirmation. "You can close this page" only with a
 * Background Sync registration: elsewhere nothing sends it while no page of the site is open.
 */
export function BookingQueued({
  reference,
  values,
  onBookAnother,
  backgroundSync,
}: OutcomeProps & { backgroundSync: boolean }) {
  const bookingWords = useWords('booking');
  return (
    <OutcomePanel title={bookingWords.booking.queuedTitle} tone="waiting">
      <p>{bookingWords.booking.queuedText}</p>
      <VisitText values={values} reference={reference} />
      <VisitLinks reference={reference} values={values} />
      <p>{backgroundSync ? bookingWords.booking.queuedSync : bookingWords.booking.queuedNoSync}</p>
      <button type="button" className={`${buttonClass} ${outlineButtonClass}`} onClick={onBookAnother}>
        {bookingWords.booking.another}
      </button>
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
  const bookingWords = useWords('booking');
  return (
    <OutcomePanel title={bookingWords.booking.refusedTitle} tone="error">
      <p>
        {bookingWords.booking.refusedText} <ContactLinks booking={booking} />{' '}
        {bookingWords.booking.quoteReference}
      </p>
      <VisitText values={booking.values} reference={booking.reference} />
      <button type="button" className={`${buttonClass} ${outlineButtonClass}`} onClick={onBack}>
        {bookingWords.booking.backToForm}
      </button>
    </OutcomePanel>
  );
}
