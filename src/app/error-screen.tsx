import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { site } from '../content/site';

/** The friendly replacement for a page that failed to render. */
export function ErrorScreen() {
  return (
    <Container maxW="2xl" py={{ base: 16, md: 24 }}>
      <Stack gap={5} align="flex-start">
        <Heading as="h1" size="2xl">
          Something went wrong on this page
        </Heading>
        <Text color="fg.muted">
          Sorry, this page could not be shown. Reloading usually fixes it. If it keeps happening, call us on{' '}
          <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a> or write to{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a>.
        </Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Container>
  );
}
