import { Container, Flex, Heading, Text } from '@chakra-ui/react';
import { ButtonLink } from '../components/router-links';
import { paths } from '../config/paths';

export default function NotFoundPage() {
  return (
    <Container maxW="3xl" py={{ base: 16, md: 24 }}>
      <Text
        color="brand.700"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="wider"
        fontSize="sm"
      >
        Error 404
      </Text>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900" mt="2">
        Page not found
      </Heading>
      <Text mt="4" fontSize="lg" color="gray.700">
        Sorry, we could not find that page. It may have moved, or the address may have a typo. These will take
        you somewhere useful:
      </Text>
      <Flex as="nav" aria-label="Helpful links" mt="8" gap="3" wrap="wrap">
        <ButtonLink to={paths.home}>Go to the home page</ButtonLink>
        <ButtonLink to={paths.courses} variant="outline">
          Browse courses
        </ButtonLink>
        <ButtonLink to={paths.booking} variant="outline">
          Book an appointment
        </ButtonLink>
        <ButtonLink to={paths.faqs} variant="ghost">
          Read the FAQs
        </ButtonLink>
      </Flex>
    </Container>
  );
}
