import { Badge, Flex, Heading, Text } from '@chakra-ui/react';
import type { CoursePackage } from '../content/packages';
import { langOf } from '../content/untranslated';
import { formatPriceBand } from '../lib/format-price';
import { CheckList } from './check-list';
import { useWords } from '../locale/use-words';

/** A course package with its price band; the popular one is highlighted with a POPULAR badge. */
export function PackageCard({ pack }: { pack: CoursePackage }) {
  const commonWords = useWords('common');
  // The name may be words ("Kifurushi cha Kati"): an id has no spaces.
  const titleId = `package-${pack.name.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Flex
      as="article"
      aria-labelledby={titleId}
      direction="column"
      gap="4"
      p="6"
      bg="white"
      rounded="xl"
      borderWidth={pack.popular ? '2px' : '1px'}
      borderColor={pack.popular ? 'brand.600' : 'gray.200'}
      shadow={pack.popular ? 'lg' : 'sm'}
    >
      <Flex align="center" justify="space-between" gap="3">
        <Heading as="h3" id={titleId} lang={langOf(pack, 'name')} size="xl" color="gray.900">
          {pack.name}
        </Heading>
        {pack.popular && (
          <Badge variant="solid" size="lg" letterSpacing="wider">
            {commonWords.course.popular}
          </Badge>
        )}
      </Flex>
      <Text fontSize="2xl" fontWeight="bold" color="brand.700">
        {formatPriceBand(pack.price)}
      </Text>
      <Text color="fg.muted" lang={langOf(pack, 'summary')}>
        {pack.summary}
      </Text>
      <CheckList items={pack.includes} lang={langOf(pack, 'includes')} />
    </Flex>
  );
}
