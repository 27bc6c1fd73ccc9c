import { strings } from '#ui-strings';
import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { site } from '../content/site';

/** The friendly replacement for a page that failed to render. */
export function ErrorScreen() {
  return (
    <Container maxW="2xl" py={{ base: 16, md: 24 }}>
      <Stack gap={5} align="flex-start">
        <Heading as="h1" size="2xl">
          {strings.errorScreen.title}
        </Heading>
        <Text color="fg.muted">
          {strings.errorScreen.text}{' '}
          <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a> {strings.errorScreen.orWrite}{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a>.
        </Text>
        <Button onClick={() => window.location.reload()}>{strings.errorScreen.reload}</Button>
      </Stack>
    </Container>
  );
}
