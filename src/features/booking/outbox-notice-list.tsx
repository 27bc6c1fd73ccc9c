import { useState } from 'react';
import { Button, chakra } from '@chakra-ui/react';
import { NoticeCard } from '../../components/notice-card';
import { ContactLinks } from './booking-contact-links';
import { summaryDate } from './booking-summary-text';
import { WaitingBookingHandover } from './waiting-booking-handover';
import type { QueuedBooking } from './outbox/outbox';
import { useOutboxStatus, type SentNotice } from './use-outbox-status';
import { useWords } from '../../locale/use-words';
import { useContent } from '../../locale/use-content';
import { campusById } from '../../content/site';
import { listPhrase } from '../../lib/wording';

/** " for Tue 25 June 2030 at Naivasha Branch": the campus in the page's language, or as stored if unknown. */
function useVisitText() {
  const bookingWords = useWords('booking');
  const site = useContent('site');
  return ({ date, campus }: Pick<QueuedBooking, 'date' | 'campus'>) =>
    bookingWords.outbox.visitText(
      date ? summaryDate(date, bookingWords.outbox.dateLocale, 'short') : undefined,
      campus ? (campusById(site, campus)?.name ?? campus) : undefined,
    );
}

/** News of the bookings sent since this page loaded: one with its visit, several in one sentence. */
function SentText({ notices }: { notices: readonly SentNotice[] }) {
  const bookingWords = useWords('booking');
  const { conjunctions } = useWords('common');
  const visitText = useVisitText();
  const [notice] = notices;
  if (notice && notices.length === 1)
    return (
      <>
        {bookingWords.outbox.sent(
          notice.reference,
          notice.date || notice.campus ? visitText(notice) : undefined,
        )}{' '}
        {notice.late ? bookingWords.outbox.sentLate : bookingWords.outbox.sentText}
      </>
    );
  const references = (list: readonly SentNotice[]) =>
    listPhrase(
      list.map((sent) => sent.reference),
      conjunctions.and,
    );
  const late = notices.filter((sent) => sent.late);
  return (
    <>
      {bookingWords.outbox.sentSeveral(references(notices))}{' '}
      {late.length > 0 && `${bookingWords.outbox.sentSeveralLate(references(late), late.length)} `}
      {bookingWords.outbox.sentText}
    </>
  );
}

/**
 * The outbox's notices, in the stack fixed to the foot of the screen (in the page's flow they shifted
 * it): bookings waiting and why, those refused, and news of those sent. Nothing until it is read.
 */
export function OutboxNoticeList() {
  const bookingWords = useWords('booking');
  // Loaded with the list, though only a waiting or refused booking reads it: such a booking often
  // comes once the network is gone, and a module asked for then would hide the list until it is back.
  useWords('when');
  const visitText = useVisitText();
  const { contents, sent, dismissSent, removeRefused, dismissRefused } = useOutboxStatus();
  // The waiting bookings the visitor hid, as a key: a booking joining or leaving them shows them again.
  const [hiddenWaiting, setHiddenWaiting] = useState<string>();
  if (contents === null) return null;
  const refused = contents.refused.filter((booking) => !booking.dismissed);
  const { queued } = contents;
  const waitingKey = queued.map((booking) => booking.reference).join(' ');

  return (
    <>
      {queued.length > 0 && hiddenWaiting !== waitingKey && (
        <NoticeCard
          hide={{
            text: bookingWords.outbox.hide,
            label: bookingWords.outbox.hideWaitingLabel,
            onHide: () => setHiddenWaiting(waitingKey),
          }}
        >
          <span>
            {contents.waitReason
              ? bookingWords.outbox.whyWaiting[contents.waitReason](queued.length)
              : bookingWords.outbox.queued(queued.length)}
          </span>
          {/* Many bookings scroll here, within a quarter of the screen, so the card's top and the
              page above it stay in reach. */}
          <chakra.span display="block" maxH="25vh" overflowY="auto">
            {queued.map((booking) => (
              <chakra.span
                key={booking.reference}
                display="block"
                mt="2"
                role="group"
                aria-label={bookingWords.outbox.waitingLabel(booking.reference)}
              >
                <span>
                  {booking.reference}
                  {visitText(booking)}
                </span>{' '}
                <WaitingBookingHandover booking={booking} />
              </chakra.span>
            ))}
          </chakra.span>
        </NoticeCard>
      )}
      {/* A booking EmailJS refused, on every page until dismissed: the ways to send it, and to remove it. */}
      {refused.map((booking) => (
        <NoticeCard
          key={booking.reference}
          label={bookingWords.outbox.notSentLabel(booking.reference)}
          action={
            <>
              <Button size="sm" variant="subtle" onClick={() => removeRefused(booking.reference)}>
                {bookingWords.outbox.remove}
              </Button>
              <Button size="sm" variant="subtle" onClick={() => dismissRefused(booking.reference)}>
                {bookingWords.outbox.dismiss}
              </Button>
            </>
          }
        >
          {bookingWords.outbox.refused(booking.reference, visitText(booking.values))}{' '}
          <ContactLinks booking={booking} /> {bookingWords.outbox.quote}
        </NoticeCard>
      ))}
      {sent.length > 0 && (
        <NoticeCard
          action={
            <Button size="sm" variant="subtle" onClick={dismissSent}>
              {bookingWords.outbox.dismiss}
            </Button>
          }
        >
          <SentText notices={sent} />
        </NoticeCard>
      )}
    </>
  );
}
