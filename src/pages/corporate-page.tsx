import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { CallToAction } from '../components/call-to-action';
import { CheckList } from '../components/check-list';
import { ContentText } from '../components/content-text';
import { PageHero } from '../components/page-hero';
import { PageSection } from '../components/page-section';
import { ButtonLink } from '../components/router-links';
import { useScrollToHash } from '../components/use-scroll-to-hash';
import type { CorporateContent } from '../content/corporate';
import { useContent } from '../locale/use-content';
import { langOf } from '../content/untranslated';
import { bookingHref } from '../lib/booking-href';
import { useWords } from '../locale/use-words';

const corporateBooking = bookingHref({ interest: 'Corporate Training' });

export default function CorporatePage() {
  return <CorporateView corporate={useContent('corporate')} />;
}

/** The corporate page from the data it is given (the built content, or the editor's entry). */
export function CorporateView({ corporate }: { corporate: CorporateContent }) {
  const commonWords = useWords('common');
  const corporateWords = useWords('corporate');
  useScrollToHash();

  return (
    <>
      <PageHero
        eyebrow={commonWords.nav.corporate}
        title={<ContentText of={corporate.intro} field="title" />}
        lead={<ContentText of={corporate.intro} field="lead" />}
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
              <Heading
                as="h2"
                id={`${offer.id}-heading`}
                lang={langOf(offer, 'title')}
                size={{ base: '2xl', md: '3xl' }}
                color="gray.900"
              >
                {offer.title}
              </Heading>
              <Text mt="3" fontSize="lg" color="gray.700" lang={langOf(offer, 'text')}>
                {offer.text}
              </Text>
            </Box>
            <Flex direction="column" gap="6" align="flex-start">
              <CheckList items={offer.points} lang={langOf(offer, 'points')} />
              <ButtonLink to={corporateBooking} lang={langOf(offer, 'cta')}>
                {offer.cta}
              </ButtonLink>
            </Flex>
          </SimpleGrid>
        </PageSection>
      ))}

      <CallToAction
        title={corporateWords.corporate.ctaTitle}
        text={corporateWords.corporate.ctaText}
        to={corporateBooking}
        label={corporateWords.corporate.ctaLabel}
      />
    </>
  );
}
