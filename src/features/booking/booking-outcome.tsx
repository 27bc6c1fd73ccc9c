import { useEffect, useId, useRef, type ReactNode } from 'react';
import { clock24, isCalendarDate } from '../../content/college-time';
import { ContactLinks, type UnsentBooking } from './booking-contact-links';
import { BookingStyles, buttonClass, outlineButtonClass } from './booking-styles';
import type { BookingValues } from './booking-values';
import { campusOf, VisitLinks } from './visit-links';
import { useContent } from '../../locale/use-content';
import { useWords } from '../../locale/use-words';

interface OutcomePanelProps {
  title: string;
  tone: 'success' | 'waiting' | 'error';
  children: ReactNode;
}

/** A booking's outcome; focus moves to its heading, so keyboard and screen-reader users land on the news. */
function OutcomePanel({ title, tone, children }: OutcomePanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby={headingId} className={`booking-outcome booking-outcome-${tone}`}>
      <BookingStyles />
      <div className="booking-outcome-body">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

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
