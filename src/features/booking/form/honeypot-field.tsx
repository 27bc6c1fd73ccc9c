import { useWords } from '../../../locale/use-words';

/** The honeypot's form field name. */
export const honeypotName = 'website';

/** A field people never see or reach but form-filling bots fill: such a booking is dropped. */
export function HoneypotField() {
  const bookingWords = useWords('booking');
  return (
    <div aria-hidden="true" className="booking-honeypot">
      <label htmlFor="booking-website">{bookingWords.booking.honeypot}</label>
      <input id="booking-website" name={honeypotName} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
