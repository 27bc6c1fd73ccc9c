import { Button, Link, Text } from '@chakra-ui/react';
import { site } from '../../content/site';
import { OutcomePanel } from './outcome-panel';

interface OutcomeProps {
  reference: string;
  onBookAnother: () => void;
}

function Reference({ reference }: { reference: string }) {
  return (
    <Text>
      Your booking reference: <strong>{reference}</strong>
    </Text>
  );
}

/** Phone and e-mail as links: the fallback whenever a booking cannot be sent. */
export function ContactLinks() {
  return (
    <>
      call <Link href={`tel:${site.phone.e164}`}>{site.phone.display}</Link> or e-mail{' '}
      <Link href={`mailto:${site.email}`}>{site.email}</Link>
    </>
  );
}

/** EmailJS accepted the booking. */
export function BookingConfirmation({ reference, onBookAnother }: OutcomeProps) {
  return (
    <OutcomePanel title="Thank you! Your appointment request has been sent." tone="success">
      <Text>Our team will contact you within 24 hours to confirm your appointment.</Text>
      <Reference reference={reference} />
      <Button colorPalette="brand" onClick={onBookAnother}>
        Book Another Appointment
      </Button>
    </OutcomePanel>
  );
}

/** Kept on this device; it turns into the confirmation by itself once it has been sent. */
export function BookingQueued({ reference, onBookAnother }: OutcomeProps) {
  return (
    <OutcomePanel title="Your booking is waiting to be sent" tone="waiting">
      <Text>Saved on this device. It will be sent automatically when you are back online.</Text>
      <Reference reference={reference} />
      <Text>You can keep browsing or close this page; keep this reference in case you need to call us.</Text>
      <Button variant="outline" colorPalette="brand" onClick={onBookAnother}>
        Book Another Appointment
      </Button>
    </OutcomePanel>
  );
}

/** Refused for good: the visitor must reach the college another way. */
export function BookingFailed({ reference, onBack }: { reference: string; onBack: () => void }) {
  return (
    <OutcomePanel title="We could not send your booking" tone="error">
      <Text>
        Sorry, your appointment request could not be delivered. Please <ContactLinks />, and quote your
        booking reference.
      </Text>
      <Reference reference={reference} />
      <Button variant="outline" colorPalette="brand" onClick={onBack}>
        Back to the form
      </Button>
    </OutcomePanel>
  );
}
