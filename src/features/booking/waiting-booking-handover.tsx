import { isCalendarDate } from '../../content/college-time';
import { phoneHref, smsHref, whatsappHref } from '../../lib/contact-links';
import { useContent } from '../../locale/use-content';
import { useWords } from '../../locale/use-words';
import { bookingSmsText } from './booking-sms-text';
import { useShownFields } from './use-shown-fields';
import type { QueuedBooking } from './outbox/outbox';

/**
 * SMS (airtime, not data), WhatsApp and a call: the visitor's own ways to send a waiting booking, each
 * field as the pages show it. The booking itself stays queued.
 */
export function WaitingBookingHandover({ booking }: { booking: QueuedBooking }) {
  const bookingWords = useWords('booking');
  const { when } = useWords('when');
  const site = useContent('site');
  const shown = useShownFields()(booking);
  const date = isCalendarDate(booking.date) ? when.longDate(booking.date) : booking.date;
  const text = bookingSmsText(
    {
      reference: booking.reference,
      name: booking.name,
      campus: shown.campus,
      visit: [date, shown.time].filter(Boolean).join(', '),
      interest: shown.interest,
    },
    { ...bookingWords.summary, visit: bookingWords.handover.visit },
  );
  return (
    <>
      <a href={smsHref(site, text)}>{bookingWords.handover.sms}</a>
      {' · '}
      <a href={whatsappHref(site, text)} target="_blank" rel="noopener">
        {bookingWords.handover.whatsapp}
      </a>
      {' · '}
      <a href={phoneHref(site)}>{bookingWords.booking.call(site.phone.display)}</a>
    </>
  );
}
