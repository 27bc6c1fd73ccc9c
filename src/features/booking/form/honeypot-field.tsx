import { Box } from '@chakra-ui/react';
import { useWords } from '../../../locale/use-words';

/** The honeypot's form field name. */
export const honeypotName = 'website';

/**
 * A field people never see or reach (off screen, hidden from assistive technology, out of the tab
 * order) but form-filling bots do: a booking that arrives with it filled is dropped.
 */
export function HoneypotField() {
  const bookingWords = useWords('booking');
  return (
    <Box
      aria-hidden="true"
      position="absolute"
      left="-10000px"
      top="auto"
      width="1px"
      height="1px"
      overflow="hidden"
    >
      <label htmlFor="booking-website">{bookingWords.booking.honeypot}</label>
      <input id="booking-website" name={honeypotName} type="text" tabIndex={-1} autoComplete="off" />
    </Box>
  );
}
