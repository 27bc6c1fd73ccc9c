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
      // No height, notices overflowing upwards: a growing stack moved its box up (CLS 0.025 on /sw/faqs).
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
