import { Container, Flex, Heading, Text } from '@chakra-ui/react';
import { ButtonLink } from '../components/router-links';
import { eyebrowStyles } from '../components/section-heading';
import { paths } from '../config/paths';
import { useWords } from '../locale/use-words';

export default function NotFoundPage() {
  const notFoundWords = useWords('not-found');
  return (
    <Container maxW="3xl" py={{ base: 16, md: 24 }}>
      <Text {...eyebrowStyles}>{notFoundWords.notFound.eyebrow}</Text>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900" mt="2" tabIndex={-1}>
        {notFoundWords.notFound.title}
      </Heading>
      <Text mt="4" fontSize="lg" color="gray.700">
        {notFoundWords.notFound.text}
      </Text>
      <Flex as="nav" aria-label={notFoundWords.notFound.helpfulLinks} mt="8" gap="3" wrap="wrap">
        <ButtonLink to={paths.home}>{notFoundWords.notFound.home}</ButtonLink>
        <ButtonLink to={paths.courses} variant="outline">
          {notFoundWords.notFound.courses}
        </ButtonLink>
        <ButtonLink to={paths.booking} variant="outline">
          {notFoundWords.notFound.booking}
        </ButtonLink>
        <ButtonLink to={paths.faqs} variant="ghost">
          {notFoundWords.notFound.faqs}
        </ButtonLink>
      </Flex>
    </Container>
  );
}
