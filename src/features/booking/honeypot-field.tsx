import type { Ref } from 'react';
import { Box } from '@chakra-ui/react';

/**
 * A field people never see or reach (off screen, hidden from assistive technology, out of the tab
 * order) but form-filling bots do: a booking that arrives with it filled is dropped.
 */
export function HoneypotField({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
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
      <label htmlFor="booking-website">Leave this field empty</label>
      <input
        ref={inputRef}
        id="booking-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
      />
    </Box>
  );
}
