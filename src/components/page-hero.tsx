import type { ReactNode } from 'react';
import { Box, Container, Flex, Heading, Text } from '@chakra-ui/react';
import type { ContentPicture } from '../content/schema/picture-field';
import { ContentImage } from './content-image';
import { eyebrowStyles } from './section-heading';

interface Props {
  eyebrow?: ReactNode;
  /** Text, or a ContentText where it may still be English on a page of another language. */
  title: ReactNode;
  lead: ReactNode;
  image?: ContentPicture;
  children?: ReactNode;
}

/**
 * The top of every page: its one h1, a lead paragraph and optional art. The art shows from
 * the md breakpoint up, so on phones the heading text is the largest paint (fast LCP).
 */
export function PageHero({ eyebrow, title, lead, image, children }: Props) {
  return (
    <Box bg="brand.50" borderBottomWidth="1px" borderColor="brand.100">
      <Container maxW="6xl" py={{ base: 10, md: 16 }}>
        <Flex align="center" gap={{ base: 8, lg: 12 }}>
          <Box flex="1" minW="0">
            {eyebrow && <Text {...eyebrowStyles}>{eyebrow}</Text>}
            <Heading
              as="h1"
              size={{ base: '3xl', md: '5xl' }}
              color="gray.900"
              mt={eyebrow ? 2 : 0}
              // Focused when a link in the app lands on the page (src/app/use-route-focus.ts).
              tabIndex={-1}
            >
              {title}
            </Heading>
            <Text mt="4" fontSize={{ base: 'lg', md: 'xl' }} color="gray.700" maxW="2xl">
              {lead}
            </Text>
            {children && (
              <Flex mt="8" gap="3" wrap="wrap">
                {children}
              </Flex>
            )}
          </Box>
          {image && (
            <Box display={{ base: 'none', md: 'block' }} flex="0 0 auto" w={{ md: '2/5' }} maxW="md">
              <ContentImage
                image={image}
                // 2/5 of the row, at most 28rem; hidden on phones, where nothing is downloaded.
                sizes="(min-width: 70em) 28rem, 40vw"
                hiddenAt="(max-width: 47.99em)"
                // The largest paint from the md breakpoint up (a photo hero on a desktop).
                priority
              />
            </Box>
          )}
        </Flex>
      </Container>
    </Box>
  );
}
