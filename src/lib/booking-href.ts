import { paths } from '../config/paths';
export interface BookingPrefill {
  /** One of the form's areas of interest (src/content/booking-options.ts); the form ignores any other. */
  interest?: string;
  message?: string;
}

/** A link to the booking form that prefills it: bookingHref({ interest: 'AutoCAD' }) is "/booking?interest=AutoCAD". */
export function bookingHref({ interest, message }: BookingPrefill = {}): string {
  const query = [
    interest ? `interest=${encodeURIComponent(interest)}` : '',
    message ? `message=${encodeURIComponent(message)}` : '',
  ].filter(Boolean);
  return query.length > 0 ? `${paths.booking}?${query.join('&')}` : paths.booking;
}
