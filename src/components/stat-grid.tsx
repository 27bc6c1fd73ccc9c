import { chakra, SimpleGrid } from '@chakra-ui/react';
import type { Statistic } from '../content/about';
import { langOf } from '../content/untranslated';

/** Headline figures, as a description list so each number is read with its label. */
export function StatGrid({ stats }: { stats: readonly Statistic[] }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap={{ base: 4, md: 6 }}>
      {stats.map((stat) => (
        <chakra.div
          key={stat.label}
          display="flex"
          flexDirection="column-reverse"
          alignItems="center"
          textAlign="center"
          bg="white"
          rounded="xl"
          borderWidth="1px"
          borderColor="brand.100"
          py="6"
          px="3"
        >
          <chakra.dt color="gray.700" fontWeight="medium" lang={langOf(stat, 'label')}>
            {stat.label}
          </chakra.dt>
          <chakra.dd
            fontSize={{ base: '3xl', md: '4xl' }}
            fontWeight="bold"
            color="brand.700"
            lineHeight="1.2"
          >
            {stat.value}
          </chakra.dd>
        </chakra.div>
      ))}
    </SimpleGrid>
  );
}
