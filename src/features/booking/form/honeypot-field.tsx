import { useWords } from '../../../locale/use-words';

/** The honeypot's form field name. */
export const honeypotName = 'website';

/**
 * A field people never see or reach (off screen, hidden from assistive technology, out of the tab
 * order) but form-filling bots do: a booking that arrives with it filled is dropped.
 */
export function HoneypotField() {
  const bookingWords = useWords('booking');
  return (
    <div aria-hidden="true" className="booking-honeypot">
      <label htmlFor="booking-website">{bookingWords.booking.honeypot}</label>
      <input id="booking-website" name={honeypotName} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
