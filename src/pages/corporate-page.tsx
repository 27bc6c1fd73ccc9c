import { strings } from '#ui-strings/common';
import { strings as corporateStrings } from '#ui-strings/corporate';
import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { CallToAction } from '../components/call-to-action';
import { CheckList } from '../components/check-list';
import { PageHero } from '../components/page-hero';
import { PageSection } from '../components/page-section';
import { ButtonLink } from '../components/router-links';
import { useScrollToHash } from '../components/use-scroll-to-hash';
import { corporate, type CorporateContent } from '../content/corporate';
import { bookingHref } from '../lib/booking-href';

const corporateBooking = bookingHref({ interest: 'Corporate Training' });

export default function CorporatePage() {
  return <CorporateView corporate={corporate} />;
}

/** The corporate page from the data it is given (the built content, or the editor's entry). */
export function CorporateView({ corporate }: { corporate: CorporateContent }) {
  useScrollToHash();

  return (
    <>
      <PageHero
        eyebrow={strings.nav.corporate}
        title={corporate.intro.title}
        lead={corporate.intro.lead}
        image={corporate.intro.image}
      />

      {corporate.offers.map((offer, index) => (
        <PageSection
          key={offer.id}
          id={offer.id}
          labelledBy={`${offer.id}-heading`}
          tone={index % 2 === 1 ? 'tinted' : 'plain'}
        >
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: 6, lg: 12 }}>
            <Box>
              <Heading as="h2" id={`${offer.id}-heading`} size={{ base: '2xl', md: '3xl' }} color="gray.900">
                {offer.title}
              </Heading>
              <Text mt="3" fontSize="lg" color="gray.700">
                {offer.text}
              </Text>
            </Box>
            <Flex direction="column" gap="6" align="flex-start">
              <CheckList items={offer.points} />
              <ButtonLink to={corporateBooking}>{offer.cta}</ButtonLink>
            </Flex>
          </SimpleGrid>
        </PageSection>
      ))}

      <CallToAction
        title={corporateStrings.corporate.ctaTitle}
        text={corporateStrings.corporate.ctaText}
        to={corporateBooking}
        label={corporateStrings.corporate.ctaLabel}
      />
    </>
  );
}
