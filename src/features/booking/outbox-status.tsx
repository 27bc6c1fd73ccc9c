import { Box, Button, Container, Flex, Text } from '@chakra-ui/react';
import { site } from '../../content/site';
import { useOutboxStatus, type OutboxNotice } from './use-outbox-status';

const waitingText = (count: number) =>
  `${count} ${count === 1 ? 'booking' : 'bookings'} waiting to be sent: sent automatically when you are back online.`;

function NoticeText({ notice }: { notice: OutboxNotice }) {
  if (notice.type === 'sent') {
    return (
      <Text>Your waiting booking {notice.reference} has been sent. We will contact you within 24 hours.</Text>
    );
  }
  return (
    <Text>
      Your waiting booking {notice.reference} could not be delivered. Please call {site.phone.display} or
      e-mail {site.email} and quote the reference.
    </Text>
  );
}

/**
 * On every page: how many bookings wait on this device, and a notice when a waiting one was sent
 * (or refused). Renders nothing on the server and the first render; the live region appears once
 * the outbox has been read, so later changes are announced.
 */
export function OutboxStatus() {
  const { waiting, notice, dismissNotice } = useOutboxStatus();
  if (waiting === null) return null;

  return (
    <Box role="status" aria-live="polite">
      {(waiting.length > 0 || notice) && (
        <Box bg={notice?.type === 'failed' ? 'red.50' : 'brand.50'} borderBottomWidth="1px" py="2">
          <Container>
            {waiting.length > 0 && <Text fontWeight="semibold">{waitingText(waiting.length)}</Text>}
            {notice && (
              <Flex gap="3" align="center" wrap="wrap">
                <NoticeText notice={notice} />
                <Button size="xs" variant="outline" onClick={dismissNotice}>
                  Dismiss
                </Button>
              </Flex>
            )}
          </Container>
        </Box>
      )}
    </Box>
  );
}
