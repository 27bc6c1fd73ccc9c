import type { ReactNode } from 'react';
import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useContent } from '../../../locale/use-content';
import { emailHref, phoneHref, whatsappHref } from '../../../lib/contact-links';
import { ContactLinks } from '../booking-contact-links';
import { appUnavailableAttr, handoverBaseAttr, handoverParamAttr } from './held-submit';
import { useWords } from '../../../locale/use-words';

// What the form shows when the app cannot take a press: prerendered, shown by the form's own
// state or by the browser itself, so they work with none of the app's code.

/** A link that carries the booking, filled in by the entry script from the fields (held-submit.ts). */
function HandoverLink({ href, param, children }: { href: string; param: string; children: ReactNode }) {
  return (
    <Link href={href} {...{ [handoverParamAttr]: param, [handoverBaseAttr]: href }}>
      {children}
    </Link>
  );
}

/**
 * What a held submit turns into when the app cannot carry it out: the page's scripts did not load
 * within about 10 s of the press, or not at all. Prerendered and hidden: the entry script shows it
 * by the form's state and fills its links, since none of the app's code may have arrived.
 */
export function Handover() {
  const bookingWords = useWords('booking');
  const site = useContent('site');
  const shownWhen = (value?: string) =>
    value ? `form[${appUnavailableAttr}="${value}"] &` : `form[${appUnavailableAttr}] &`;
  return (
    <Box
      display="none"
      role="alert"
      borderWidth="1px"
      borderColor="orange.500"
      bg="orange.50"
      rounded="md"
      p="4"
      css={{ [shownWhen()]: { display: 'block' } }}
    >
      <Stack gap="3">
        <Text>{bookingWords.booking.couldNotLoad}</Text>
        <Text display="none" css={{ [shownWhen('slow')]: { display: 'block' } }}>
          {bookingWords.booking.ifLoads}
        </Text>
        <Text>{bookingWords.booking.sendYourself}</Text>
        <Stack as="ul" gap="2" listStyle="none">
          <li>
            <Link href={phoneHref(site)}>{bookingWords.booking.call(site.phone.display)}</Link>
          </li>
          <li>
            <HandoverLink href={emailHref(site, { subject: bookingWords.summary.title })} param="body">
              {bookingWords.booking.emailRequest(site.email)}
            </HandoverLink>
          </li>
          <li>
            <HandoverLink href={whatsappHref(site)} param="text">
              {bookingWords.booking.whatsappRequest}
            </HandoverLink>
          </li>
        </Stack>
      </Stack>
    </Box>
  );
}

/** The note Book Appointment opens by itself when nothing on the page can take the press. */
export const notStartedId = 'booking-not-started';

/**
 * Book Appointment pressed with nothing on the page to take it: JavaScript is off, or the entry
 * script (the one in the HTML, which holds an early press for the app) has not run, because it
 * is still on its way or failed to load. The button opens this itself (a popover: no script), so
 * the press is never met with silence, and the visitor is told how to book without the page.
 */
export function NotStarted() {
  const bookingWords = useWords('booking');
  return (
    <Box
      id={notStartedId}
      popover="auto"
      role="alert"
      // The browser's own centring of a popover (margin: auto), which the CSS reset takes away.
      m="auto"
      maxW="min(32rem, calc(100vw - 2rem))"
      p="5"
      borderWidth="1px"
      borderColor="orange.500"
      bg="orange.50"
      color="fg"
      rounded="md"
      boxShadow="lg"
    >
      <Stack gap="3" alignItems="flex-start">
        <Text>{bookingWords.booking.notStarted}</Text>
        <Text>
          {bookingWords.booking.pressAgain} <ContactLinks />.
        </Text>
        <Button popoverTarget={notStartedId} popoverTargetAction="hide" variant="outline" size="sm">
          {bookingWords.booking.close}
        </Button>
      </Stack>
    </Box>
  );
}
