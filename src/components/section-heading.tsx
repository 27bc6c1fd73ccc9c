import type { ReactNode } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';

interface Props {
  id: string;
  eyebrow?: string;
  /** Text, or a ContentText where it may still be English on a page of another language. */
  title: ReactNode;
  children?: ReactNode;
  align?: 'start' | 'center';
}

/** The kicker above a page's or a section's heading. */
export const eyebrowStyles = {
  color: 'brand.700',
  fontWeight: 'semibold',
  textTransform: 'uppercase',
  letterSpacing: 'wider',
  fontSize: 'sm',
} as const;

/** The h2 that opens a page section, with an optional kicker above and an introduction below. */
export function SectionHeading({ id, eyebrow, title, children, align = 'start' }: Props) {
  return (
    <Box maxW="3xl" mx={align === 'center' ? 'auto' : undefined} textAlign={align} mb={{ base: 8, md: 10 }}>
      {eyebrow && <Text {...eyebrowStyles}>{eyebrow}</Text>}
      <Heading as="h2" id={id} size={{ base: '2xl', md: '3xl' }} color="gray.900" mt={eyebrow ? 2 : 0}>
        {title}
      </Heading>
      {children && (
        <Text mt="3" color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          {children}
        </Text>
      )}
    </Box>
  );
}
