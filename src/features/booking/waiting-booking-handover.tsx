import { clock24, isCalendarDate } from '../../content/college-time';
import { campusById } from '../../content/site';
import { phoneHref, smsHref, whatsappHref } from '../../lib/contact-links';
import { useContent } from '../../locale/use-content';
import { useWords } from '../../locale/use-words';
import { bookingSmsText } from './booking-sms-text';
import type { QueuedBooking } from './outbox/outbox';

/** A waiting booking as SMS text, each field as the pages show it; the booking itself stays queued. */
function useSmsText(): (booking: QueuedBooking) => string {
  const bookingWords = useWords('booking');
  const { when } = useWords('when');
  const site = useContent('site');
  return (booking) => {
    const time = clock24(booking.time);
    const visit = [
      isCalendarDate(booking.date) ? when.longDate(booking.date) : booking.date,
      time ? when.clock(time) : booking.time,
    ].filter(Boolean);
    const { title, name, campus, interest } = bookingWords.summary;
    return bookingSmsText(
      {
        reference: booking.reference,
        name: booking.name,
        // A campus no longer in the data (an older booking's) by what the booking holds.
        campus: campusById(site, booking.campus)?.name ?? booking.campus,
        visit: visit.join(', '),
        interest:
          (bookingWords.interests as Partial<Record<string, string>>)[booking.interest] ?? booking.interest,
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
