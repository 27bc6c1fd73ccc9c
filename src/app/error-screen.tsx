import { strings as errorScreenStrings } from '#ui-strings/error-screen';
import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { site } from '../content/site';

/** The friendly replacement for a page that failed to render. */
export function ErrorScreen() {
  return (
    <Container maxW="2xl" py={{ base: 16, md: 24 }}>
      <Stack gap={5} align="flex-start">
        <Heading as="h1" size="2xl">
          {errorScreenStrings.errorScreen.title}
        </Heading>
        <Text color="fg.muted">
          {errorScreenStrings.errorScreen.text} <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>{' '}
          {errorScreenStrings.errorScreen.orWrite} <a href={`mailto:${site.email}`}>{site.email}</a>.
        </Text>
        <Button onClick={() => window.location.reload()}>{errorScreenStrings.errorScreen.reload}</Button>
      </Stack>
    </Container>
  );
}
