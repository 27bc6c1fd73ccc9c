import { useContent } from '../../locale/use-content';
import { emailHref, phoneHref, whatsappHref } from '../../lib/contact-links';
import { BookingStyles, linkClass } from './booking-styles';
import type { BookingValues } from './booking-values';
import { bookingSummaryText } from './booking-summary-text';
import { useShownFields } from './use-shown-fields';
import { useWords } from '../../locale/use-words';

/** A booking the site could not send, for the contact links to carry. */
export interface UnsentBooking {
  values: BookingValues;
  reference?: string;
}

/**
 * Phone, e-mail and WhatsApp links, carrying the booking when given one. Its own module, so the notices
 * load it without the outcome panels. `inNoscript`: no style, which React would write out in place there.
 */
export function ContactLinks({
  booking,
  inNoscript = false,
}: {
  booking?: UnsentBooking;
  inNoscript?: boolean;
}) {
  const bookingWords = useWords('booking');
  const site = useContent('site');
  const shownFields = useShownFields();
  const { title } = bookingWords.summary;
  // The booking as plain text in the page's language, each field as the form shows it.
  const summary =
    booking &&
    bookingSummaryText(
      { ...booking.values, ...shownFields(booking.values) },
      { labels: bookingWords.summary, dateLocale: bookingWords.outbox.dateLocale },
      booking.reference,
    );
  const subject = booking?.reference ? `${title} ${booking.reference}` : title;
  return (
    <>
      {!inNoscript && <BookingStyles />}
      {bookingWords.contactLinks.call}{' '}
      <a href={phoneHref(site)} className={linkClass}>
        {site.phone.display}
      </a>
      , {bookingWords.contactLinks.email}{' '}
      <a href={summary ? emailHref(site, { subject, body: summary }) : emailHref(site)} className={linkClass}>
        {site.email}
      </a>{' '}
      {bookingWords.contactLinks.orSend}{' '}
      <a href={whatsappHref(site, summary)} target="_blank" rel="noopener" className={linkClass}>
        {bookingWords.contactLinks.whatsapp}
      </a>
    </>
  );
}
