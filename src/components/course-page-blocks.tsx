import type { ReactNode } from 'react';
import { Box, chakra, Heading, Text } from '@chakra-ui/react';

// The course page's building blocks (src/pages/course-page.tsx).

/** A titled block inside a section band: an h2 and what follows it. */
export function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="xl" color="gray.900" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** The fee, duration and level, as the card shows them, and how the fee can be paid. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2">
      {items.map(([term, value]) => (
        <Box key={term} display="contents">
          <chakra.dt color="gray.700">{term}</chakra.dt>
          <chakra.dd fontWeight="semibold">{value}</chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}

/** A list item led by a title line (a module, a class time), with its details under it. */
export function TitledItem({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Text fontWeight="semibold" color="gray.900">
        {title}
      </Text>
      {children}
    </li>
  );
}
