import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Box, Heading, Stack } from '@chakra-ui/react';

interface OutcomePanelProps {
  title: string;
  tone: 'success' | 'waiting' | 'error';
  children: ReactNode;
}

const borderColor = { success: 'green.600', waiting: 'orange.500', error: 'red.600' } as const;

/**
 * One outcome of a booking (sent, queued, refused). Focus moves to its heading when it
 * appears, so keyboard and screen-reader users land on the news instead of a removed form.
 */
export function OutcomePanel({ title, tone, children }: OutcomePanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => heading.current?.focus(), []);

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderLeftWidth="6px"
      borderColor={borderColor[tone]}
      rounded="md"
      p={{ base: '5', md: '8' }}
    >
      <Stack gap="4" align="flex-start">
        <Heading as="h2" id={headingId} size="xl" ref={heading} tabIndex={-1} outline="none">
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}
