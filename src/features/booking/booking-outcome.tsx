import { Button, Link, Text } from '@chakra-ui/react';
import { site } from '../../content/site';
import { emailHref, phoneHref, whatsappHref } from '../../lib/contact-links';
import { bookingSummaryText } from './booking-summary-text';
import type { BookingValues } from './booking-values';
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
  const summary = booking ? bookingSummaryText(booking.values, booking.reference) : undefined;
  const subject = booking?.reference ? `Appointment request ${booking.reference}` : 'Appointment request';
  return (
    <>
      call <Link href={phoneHref()}>{site.phone.display}</Link>, e-mail{' '}
      <Link href={summary ? emailHref({ subject, body: summary }) : emailHref()}>{site.email}</Link> or send
      it{' '}
      <Link href={whatsappHref(summary)} target="_blank" rel="noopener">
        on WhatsApp
      </Link>
    </>
  );
}

/** EmailJS accepted the booking. `late`: its preferred date had passed when it was sent. */
export function BookingSent({ reference, onBookAnother, late = false }: OutcomeProps & { late?: boolean }) {
  return (
    <OutcomePanel title="Thank you! Your appointment request has been sent." tone="success">
      <Text>
        {late
          ? 'Your preferred date had passed by the time it was sent, so we will call you to agree a new date.'
          : 'Our team will contact you within 24 hours to confirm your appointment.'}
      </Text>
      <Reference reference={reference} />
      <Button colorPalette="brand" onClick={onBookAnother}>
        Book Another Appointment
      </Button>
    </OutcomePanel>
  );
}

/**
 * Kept on this device; it turns into the confirmation by itself once it has been sent. "You can
 * close this page" only where the browser took a Background Sync registration: elsewhere nothing
 * can send it while no page of the site is open.
 */
export function BookingQueued({
  reference,
  onBookAnother,
  backgroundSync,
}: OutcomeProps & { backgroundSync: boolean }) {
  return (
    <OutcomePanel title="Your booking is waiting to be sent" tone="waiting">
      <Text>Saved on this device. It will be sent automatically when you are back online.</Text>
      <Reference reference={reference} />
      <Text>
        {backgroundSync
          ? 'You can keep browsing or close this page; keep this reference in case you need to call us.'
          : 'You can keep browsing; if you close this page first, it will be sent the next time you open this site. Keep this reference in case you need to call us.'}
      </Text>
      <Button variant="outline" colorPalette="brand" onClick={onBookAnother}>
        Book Another Appointment
      </Button>
    </OutcomePanel>
  );
}

/** Refused for good: the visitor must reach the college another way. */
export function BookingRefused({
  booking,
  onBack,
}: {
  booking: Required<UnsentBooking>;
  onBack: () => void;
}) {
  return (
    <OutcomePanel title="We could not send your booking" tone="error">
      <Text>
        Sorry, your appointment request could not be delivered. Please <ContactLinks booking={booking} />, and
        quote your booking reference.
      </Text>
      <Reference reference={booking.reference} />
      <Button variant="outline" colorPalette="brand" onClick={onBack}>
        Back to the form
      </Button>
    </OutcomePanel>
  );
}
