import { Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { cardStyles } from './card-styles';

interface Props {
  /** Text, or a ContentText where it may still be English on a page of another language. */
  title: ReactNode;
  text: ReactNode;
  kicker?: ReactNode;
}

/** A short titled card: why-choose-us reasons, partners, success stories. */
export function FeatureCard({ title, text, kicker }: Props) {
  return (
    <Flex as="article" direction="column" gap="2" {...cardStyles}>
      {kicker && (
        <Text fontSize="sm" fontWeight="semibold" color="brand.700">
          {kicker}
        </Text>
      )}
      <Heading as="h3" size="lg" color="gray.900">
        {title}
      </Heading>
      <Text color="fg.muted">{text}</Text>
    </Flex>
  );
}
