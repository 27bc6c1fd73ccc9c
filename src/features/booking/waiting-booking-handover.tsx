import { clock24, isCalendarDate } from '../../content/college-time';
import { campusById } from '../../content/site';
import { phoneHref, smsHref, whatsappHref } from '../../lib/contact-links';
import { useContent } from '../../locale/use-content';
import { useWords } from '../../locale/use-words';
import { bookingSmsText } from './booking-sms-text';
import type { QueuedBooking } from './outbox/outbox';

/**
 * A waiting booking written out for the visitor to send to the college themselves, in the page's
 * language: each field as the pages show it (the campus by its name, the date and time in words,
 * the interest by its label). The booking stays queued; the reference lets staff match the e-mail
 * if it goes out later too.
 */
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

/**
 * SMS (it needs airtime, not a data bundle), WhatsApp, both with the booking written in, and a
 * call: the visitor's own ways to the college for a booking the site cannot send now. Inline, for
 * the line of a notice.
 */
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
