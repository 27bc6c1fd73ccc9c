import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useContent } from '../locale/use-content';
import { useWords } from '../locale/use-words';

/** The friendly replacement for a page that failed to render. */
export default function ErrorScreen() {
  const errorScreenWords = useWords('error-screen');
  const site = useContent('site');
  return (
    <Container maxW="2xl" py={{ base: 16, md: 24 }}>
      <Stack gap={5} align="flex-start">
        <Heading as="h1" size="2xl" tabIndex={-1}>
          {errorScreenWords.errorScreen.title}
        </Heading>
        <Text color="fg.muted">
          {errorScreenWords.errorScreen.text} <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>{' '}
          {errorScreenWords.errorScreen.orWrite} <a href={`mailto:${site.email}`}>{site.email}</a>.
        </Text>
        <Button onClick={() => window.location.reload()}>{errorScreenWords.errorScreen.reload}</Button>
      </Stack>
    </Container>
  );
}
