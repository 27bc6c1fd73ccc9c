import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';

/** The notices, fixed at the foot of the screen so none shifts the page; a live region from the start. */
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
