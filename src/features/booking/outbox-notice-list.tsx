import { Box, Button, Container, Flex, Stack, Text } from '@chakra-ui/react';
import { ContactLinks } from './booking-outcome';
import type { RefusedBooking } from './outbox/outbox';
import { useOutboxStatus, type SentNotice } from './use-outbox-status';

const queuedText = (count: number) =>
  `${count} ${count === 1 ? 'booking' : 'bookings'} waiting to be sent: sent automatically when you are back online.`;

/** "Tue 25 June 2030" for the form's YYYY-MM-DD; the text as it is if it is not such a date. */
function preferredDate(date: string): string {
  const parsed = new Date(`${date}T00:00`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

function SentText({ notice }: { notice: SentNotice }) {
  return (
    <Text>
      Your waiting booking {notice.reference} has been sent.{' '}
      {notice.late
        ? 'Its preferred date had passed by then, so the college will call you to agree a new date.'
        : 'We will contact you within 24 hours.'}
    </Text>
  );
}

/**
 * A booking EmailJS refused, shown on every page until its visitor dismisses it: what to do, with
 * the details already in the e-mail and WhatsApp links, and a way to take it off this device.
 */
function RefusedNotice({
  booking,
  onRemove,
  onDismiss,
}: {
  booking: RefusedBooking;
  onRemove: () => void;
  onDismiss: () => void;
}) {
  return (
    <Flex
      gap="3"
      align="center"
      wrap="wrap"
      role="group"
      aria-label={`Booking ${booking.reference} not sent`}
    >
      <Text flex="1" minW="56">
        Your booking {booking.reference} for {preferredDate(booking.values.date)} could not be delivered.
        Please <ContactLinks booking={booking} />, and quote the reference.
      </Text>
      <Button size="xs" variant="outline" onClick={onRemove}>
        Remove from this device
      </Button>
      <Button size="xs" variant="outline" onClick={onDismiss}>
        Dismiss
      </Button>
    </Flex>
  );
}

/**
 * On every page: how many bookings are queued on this device, every booking refused (until dismissed or
 * removed), and news when a queued one was sent. Renders nothing on the server and the first
 * render; the live region appears once the outbox has been read, so later changes are announced.
 */
export function OutboxNoticeList() {
  const { contents, sent, dismissSent, removeRefused, dismissRefused } = useOutboxStatus();
  if (contents === null) return null;
  const refused = contents.refused.filter((booking) => !booking.dismissed);
  const { queued } = contents;
  const empty = queued.length === 0 && refused.length === 0 && sent.length === 0;

  return (
    <Box role="status" aria-live="polite">
      {!empty && (
        <Box bg={refused.length > 0 ? 'red.50' : 'brand.50'} borderBottomWidth="1px" py="2">
          <Container>
            <Stack gap="2">
              {queued.length > 0 && <Text fontWeight="semibold">{queuedText(queued.length)}</Text>}
              {refused.map((booking) => (
                <RefusedNotice
                  key={booking.reference}
                  booking={booking}
                  onRemove={() => removeRefused(booking.reference)}
                  onDismiss={() => dismissRefused(booking.reference)}
                />
              ))}
              {sent.map((notice) => (
                <Flex key={notice.reference} gap="3" align="center" wrap="wrap">
                  <SentText notice={notice} />
                  <Button size="xs" variant="outline" onClick={() => dismissSent(notice.reference)}>
                    Dismiss
                  </Button>
                </Flex>
              ))}
            </Stack>
          </Container>
        </Box>
      )}
    </Box>
  );
}
