import { Container, Heading } from '@chakra-ui/react';

export default function Page() {
  return (
    <Container py="10">
      <Heading as="h1">faqs</Heading>
    </Container>
  );
}
