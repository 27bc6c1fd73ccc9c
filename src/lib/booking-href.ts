import { paths } from '../config/paths';

/**
 * A link to the booking form that prefills it: bookingHref({ interest: 'AutoCAD' }) is
 * "/booking?interest=AutoCAD". The form ignores an interest not in src/content/booking-options.ts.
 */
export function bookingHref({ interest, message }: { interest?: string; message?: string } = {}): string {
  const query = [
    interest ? `interest=${encodeURIComponent(interest)}` : '',
    message ? `message=${encodeURIComponent(message)}` : '',
  ].filter(Boolean);
  return query.length > 0 ? `${paths.booking}?${query.join('&')}` : paths.booking;
}
