import { Container, Flex, Heading, Text } from '@chakra-ui/react';
import { ButtonLink } from '../components/router-links';
import { paths } from '../config/paths';
import { useWords } from '../locale/use-words';

export default function NotFoundPage() {
  const notFoundStrings = useWords('not-found');
  return (
    <Container maxW="3xl" py={{ base: 16, md: 24 }}>
      <Text
        color="brand.700"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="wider"
        fontSize="sm"
      >
        {notFoundStrings.notFound.eyebrow}
      </Text>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900" mt="2">
        {notFoundStrings.notFound.title}
      </Heading>
      <Text mt="4" fontSize="lg" color="gray.700">
        {notFoundStrings.notFound.text}
      </Text>
      <Flex as="nav" aria-label={notFoundStrings.notFound.helpfulLinks} mt="8" gap="3" wrap="wrap">
        <ButtonLink to={paths.home}>{notFoundStrings.notFound.home}</ButtonLink>
        <ButtonLink to={paths.courses} variant="outline">
          {notFoundStrings.notFound.courses}
        </ButtonLink>
        <ButtonLink to={paths.booking} variant="outline">
          {notFoundStrings.notFound.booking}
        </ButtonLink>
        <ButtonLink to={paths.faqs} variant="ghost">
          {notFoundStrings.notFound.faqs}
        </ButtonLink>
      </Flex>
    </Container>
  );
}
