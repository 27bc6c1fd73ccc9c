import { Link } from '@chakra-ui/react';
import { useContent } from '../../locale/use-content';
import { emailHref, phoneHref, whatsappHref } from '../../lib/contact-links';
import type { BookingValues } from './booking-values';
import { useBookingSummary } from './use-booking-summary';
import { useWords } from '../../locale/use-words';

// Its own module: the notices on every page use it without loading the outcome panels (and the
// calendar file and opening hours they carry).

/** A booking the site could not send, for the contact links to carry. */
export interface UnsentBooking {
  values: BookingValues;
  reference?: string;
}

/**
 * Phone, e-mail and WhatsApp as links: the fallback whenever a booking cannot be sent. Given the
 * booking, the e-mail and the WhatsApp message carry its details, so the visitor only presses send.
 */
export function ContactLinks({ booking }: { booking?: UnsentBooking }) {
  const bookingWords = useWords('booking');
  const site = useContent('site');
  const summaryOf = useBookingSummary();
  const summary = booking ? summaryOf(booking.values, booking.reference) : undefined;
  const { title } = bookingWords.summary;
  const subject = booking?.reference ? `${title} ${booking.reference}` : title;
  return (
    <>
      {bookingWords.contactLinks.call} <Link href={phoneHref(site)}>{site.phone.display}</Link>,{' '}
      {bookingWords.contactLinks.email}{' '}
      <Link href={summary ? emailHref(site, { subject, body: summary }) : emailHref(site)}>{site.email}</Link>{' '}
      {bookingWords.contactLinks.orSend}{' '}
      <Link href={whatsappHref(site, summary)} target="_blank" rel="noopener">
        {bookingWords.contactLinks.whatsapp}
      </Link>
    </>
  );
}
