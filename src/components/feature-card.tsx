import { Flex, Heading, Text } from '@chakra-ui/react';
import type { Feature } from '../content/home';

/** A short titled card: why-choose-us reasons, partners, success stories. */
export function FeatureCard({ feature, kicker }: { feature: Feature; kicker?: string }) {
  return (
    <Flex
      as="article"
      direction="column"
      gap="2"
      p="6"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      borderColor="gray.200"
    >
      {kicker && (
        <Text fontSize="sm" fontWeight="semibold" color="brand.700">
          {kicker}
        </Text>
      )}
      <Heading as="h3" size="lg" color="gray.900">
        {feature.title}
      </Heading>
      <Text color="fg.muted">{feature.text}</Text>
    </Flex>
  );
}
