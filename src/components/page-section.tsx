import type { ReactNode } from 'react';
import { Box, Container } from '@chakra-ui/react';

interface Props {
  id?: string;
  /** Id of the heading that names this section. */
  labelledBy?: string;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}

/** A full-width band of a page, with consistent spacing; `tinted` alternates the background. */
export function PageSection({ id, labelledBy, tone = 'plain', children }: Props) {
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={labelledBy}
      bg={tone === 'tinted' ? 'brand.50' : undefined}
      py={{ base: 12, md: 16 }}
      scrollMarginTop="4"
      // Focused when a menu link lands on it (src/lib/reveal-element.ts); the scroll is the cue, not a ring.
      tabIndex={id ? -1 : undefined}
      _focus={{ outline: 'none' }}
    >
      <Container maxW="6xl">{children}</Container>
    </Box>
  );
}
