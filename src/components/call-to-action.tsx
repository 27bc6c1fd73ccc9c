import type { ReactNode } from 'react';
import { Box, chakra, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { paths } from '../config/paths';
import { campusTowns } from '../content/site';
import { useContent } from '../locale/use-content';
import { listPhrase } from '../lib/wording';
import { ButtonLink } from './router-links';
import { useWords } from '../locale/use-words';

interface Props {
  title?: ReactNode;
  text?: string;
  /** Where the main button goes; the booking page unless a prefilled link is given. */
  to?: string;
  label?: string;
}

/** The closing band of a page: one clear next step, plus the phone number for those who prefer to call. */
export function CallToAction({ title, text, to = paths.booking, label }: Props) {
  const commonWords = useWords('common');
  const site = useContent('site');
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
              {title ?? commonWords.cta.title}
            </Heading>
            <Text mt="3" fontSize="lg" color="brand.50">
              {text ?? commonWords.cta.text(listPhrase(campusTowns(site), commonWords.conjunctions.or))}
            </Text>
          </Box>
          <Flex direction="column" gap="3" align={{ base: 'stretch', sm: 'flex-start', md: 'flex-end' }}>
            <ButtonLink to={to} size="xl" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
              {label ?? commonWords.nav.bookAppointment}
            </ButtonLink>
            <Text color="brand.50">
              {commonWords.cta.orCall}{' '}
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
