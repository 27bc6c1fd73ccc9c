import { paths } from '../config/paths';
import { withQuery } from './contact-links';

/**
 * A link to the booking form that prefills it: bookingHref({ interest: 'AutoCAD' }) is
 * "/booking?interest=AutoCAD". The form ignores an interest not in src/content/booking-options.ts.
 */
export function bookingHref(query: { interest?: string; message?: string } = {}): string {
  return withQuery(paths.booking, query);
}
