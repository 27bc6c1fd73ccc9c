import { chakra, Text } from '@chakra-ui/react';
import type { Testimonial } from '../content/home';
import { langOf } from '../content/untranslated';
import { ContentText } from './content-text';

/** A student's words, with who said them and what they studied. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <chakra.figure
      display="flex"
      flexDirection="column"
      gap="4"
      p="6"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      borderColor="brand.100"
      shadow="sm"
    >
      <chakra.blockquote fontSize="lg" color="gray.800" flex="1">
        <p lang={langOf(testimonial, 'quote')}>“{testimonial.quote}”</p>
      </chakra.blockquote>
      <chakra.figcaption>
        <Text fontWeight="semibold" color="gray.900">
          {testimonial.name}
        </Text>
        <Text fontSize="sm" color="gray.700">
          <ContentText of={testimonial} field="course" /> · <ContentText of={testimonial} field="detail" />
        </Text>
      </chakra.figcaption>
    </chakra.figure>
  );
}
