import { isCalendarDate } from '../../content/college-time';
import { phoneHref, smsHref, whatsappHref } from '../../lib/contact-links';
import { useContent } from '../../locale/use-content';
import { useWords } from '../../locale/use-words';
import { bookingSmsText } from './booking-sms-text';
import { useShownFields } from './use-shown-fields';
import type { QueuedBooking } from './outbox/outbox';

/** A waiting booking as SMS text, each field as the pages show it; the booking itself stays queued. */
function useSmsText(): (booking: QueuedBooking) => string {
  const bookingWords = useWords('booking');
  const { when } = useWords('when');
  const shownFields = useShownFields();
  return (booking) => {
    const shown = shownFields(booking);
    const date = isCalendarDate(booking.date) ? when.longDate(booking.date) : booking.date;
    const { title, name, campus, interest } = bookingWords.summary;
    return bookingSmsText(
      {
        reference: booking.reference,
        name: booking.name,
        campus: shown.campus,
        visit: [date, shown.time].filter(Boolean).join(', '),
        interest: shown.interest,
      },
      { title, name, campus, interest, visit: bookingWords.handover.visit },
    );
  };
}

/** SMS (airtime, not data), WhatsApp and a call: the visitor's own ways to send a waiting booking. */
export function WaitingBookingHandover({ booking }: { booking: QueuedBooking }) {
  const bookingWords = useWords('booking');
  const site = useContent('site');
  const text = useSmsText()(booking);
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
