import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';

/**
 * Where the site's notices appear: fixed to the foot of the screen, so that one appearing never
 * shifts the page, and a live region in the prerendered page from the start, so screen readers
 * announce what is added to it. Each notice (NoticeCard) goes above those already shown.
 */
export function NoticeStack({ children }: { children: ReactNode }) {
  return (
    <Stack
      role="status"
      position="fixed"
      insetX="3"
      bottom="3"
      // No height of its own, the notices overflowing it upwards: a stack that grew as one arrived
      // moved its own box up, which Chrome counts as a layout shift (CLS 0.025 on /sw/faqs).
      h="0"
      justifyContent="flex-end"
      zIndex="toast"
      gap="2"
      maxW="md"
      mx="auto"
      pointerEvents="none"
    >
      {children}
    </Stack>
  );
}
