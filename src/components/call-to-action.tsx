import { strings } from '#ui-strings/common';
import type { ReactNode } from 'react';
import { Box, chakra, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { paths } from '../config/paths';
import { campusTowns, site } from '../content/site';
import { listPhrase } from '../lib/wording';
import { ButtonLink } from './router-links';

interface Props {
  title?: ReactNode;
  text?: string;
  /** Where the main button goes; the booking page unless a prefilled link is given. */
  to?: string;
  label?: string;
}

/** The closing band of a page: one clear next step, plus the phone number for those who prefer to call. */
export function CallToAction({
  title = strings.cta.title,
  text = strings.cta.text(listPhrase(campusTowns, strings.conjunctions.or)),
  to = paths.booking,
  label = strings.nav.bookAppointment,
}: Props) {
  return (
    <Box as="section" aria-labelledby="cta-heading" bg="brand.800" color="white">
      <Container maxW="6xl" py={{ base: 12, md: 16 }}>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          align={{ md: 'center' }}
          justify="space-between"
          gap="6"
        >
          <Box maxW="2xl">
            <Heading as="h2" id="cta-heading" size={{ base: '2xl', md: '3xl' }}>
              {title}
            </Heading>
            <Text mt="3" fontSize="lg" color="brand.50">
              {text}
            </Text>
          </Box>
          <Flex direction="column" gap="3" align={{ base: 'stretch', sm: 'flex-start', md: 'flex-end' }}>
            <ButtonLink to={to} size="xl" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
              {label}
            </ButtonLink>
            <Text color="brand.50">
              {strings.cta.orCall}{' '}
              <chakra.a href={`tel:${site.phone.e164}`} fontWeight="semibold" textDecoration="underline">
                {site.phone.display}
              </chakra.a>
            </Text>
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
