import { useMemo } from 'react';
import { Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CallToAction } from '../components/call-to-action';
import { CheckList } from '../components/check-list';
import { ContentText } from '../components/content-text';
import { ContentImage } from '../components/content-image';
import { EventCard } from '../components/event-card';
import { FeatureCard } from '../components/feature-card';
import { PageHero } from '../components/page-hero';
import { PageSection } from '../components/page-section';
import { ButtonLink } from '../components/router-links';
import { useContentNow } from '../components/use-content-now';
import { useScrollToHash } from '../components/use-scroll-to-hash';
import { SectionHeading } from '../components/section-heading';
import { sections } from '../config/paths';
import type { CommunityContent } from '../content/community';
import { eventEnd, eventsAsOf, toCollegeEvent } from '../content/event-dates';
import { useContent } from '../locale/use-content';
import { langOf } from '../content/untranslated';
import { bookingHref } from '../lib/booking-href';
import { useWords } from '../locale/use-words';
import { PrerenderedPart } from '../components/prerendered-part';
import { holdsWhile } from '../lib/app-on-demand';

export default function CommunityPage() {
  return <CommunityView community={useContent('community')} />;
}

/** The community page from the text it is given (the built content, or the editor's entry). */
export function CommunityView({ community }: { community: CommunityContent }) {
  const commonWords = useWords('common');
  const communityWords = useWords('community');
  const entries = useContent('events');
  const events = useMemo(() => entries.map(toCollegeEvent), [entries]);
  useScrollToHash();
  // The build's "now" while hydrating, then the visitor's clock (both event sections are below the fold).
  const now = useContentNow();
  const { upcoming, past } = eventsAsOf(now, events);
  // When the lists stop being true (an event ends): until then, a first load needs no app.
  const holds = holdsWhile(now, events.map(eventEnd));

  return (
    <>
      {/* Events are live (the visitor's clock); the rest stays as the server rendered it. */}
      <PrerenderedPart>
        <PageHero
          eyebrow={commonWords.nav.community}
          title={<ContentText of={community.intro} field="title" />}
          lead={<ContentText of={community.intro} field="lead" />}
          image={community.intro.image}
        />

        <PageSection id={sections.partners} labelledBy="partners-heading">
          <SectionHeading id="partners-heading" title={communityWords.community.partners}>
            {communityWords.community.partnersLead}
          </SectionHeading>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
            {community.partners.map((partner) => (
              <FeatureCard
                key={partner.name}
                kicker={<ContentText of={partner} field="kind" />}
                title={partner.name}
                text={<ContentText of={partner} field="text" />}
              />
            ))}
          </SimpleGrid>
        </PageSection>

        <PageSection id={sections.womenInTech} labelledBy="women-heading" tone="tinted">
          <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: 8, lg: 12 }} align="center">
            <Box flex="1">
              <SectionHeading
                id="women-heading"
                eyebrow={communityWords.community.initiative}
                title={<ContentText of={community.womenInTech} field="title" />}
              >
                <ContentText of={community.womenInTech} field="lead" />
              </SectionHeading>
              <CheckList
                items={community.womenInTech.points}
                lang={langOf(community.womenInTech, 'points')}
              />
            </Box>
            <Box w={{ base: 'full', md: '2/5' }} maxW="md">
              <ContentImage image={community.womenInTech.image} sizes="(min-width: 48em) 40vw, 92vw" lazy />
            </Box>
          </Flex>
        </PageSection>

        <PageSection id={sections.alumni} labelledBy="alumni-heading">
          <SectionHeading id="alumni-heading" title={<ContentText of={community.alumni} field="title" />}>
            <ContentText of={community.alumni} field="lead" />
          </SectionHeading>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
            <Box>
              <Heading as="h3" size="lg" color="gray.900" mb="4">
                {communityWords.community.alumniBenefits}
              </Heading>
              <CheckList items={community.alumni.benefits} lang={langOf(community.alumni, 'benefits')} />
              {/* The portal does not exist yet: plain text, never a dead link. */}
              <Text
                mt="6"
                display="inline-block"
                px="4"
                py="2"
                rounded="md"
                bg="gray.100"
                color="gray.700"
                fontWeight="medium"
                lang={langOf(community.alumni, 'portalLabel')}
              >
                {community.alumni.portalLabel}
              </Text>
            </Box>
            <Box>
              <Heading as="h3" size="lg" color="gray.900" mb="4">
                {communityWords.community.successStories}
              </Heading>
              <Stack gap="4">
                {community.successStories.map((story) => (
                  <Box key={story.name} as="article" p="5" rounded="xl" bg="brand.50">
                    <Heading as="h4" size="md" color="gray.900">
                      {story.name}
                    </Heading>
                    <Text fontSize="sm" color="brand.700" fontWeight="medium">
                      <ContentText of={story} field="course" /> · <ContentText of={story} field="outcome" />
                    </Text>
                    <Text mt="2" color="gray.700" lang={langOf(story, 'story')}>
                      {story.story}
                    </Text>
                  </Box>
                ))}
              </Stack>
            </Box>
          </SimpleGrid>
        </PageSection>
      </PrerenderedPart>

      <PageSection id={sections.events} labelledBy="events-heading" tone="tinted">
        <SectionHeading id="events-heading" title={communityWords.community.upcoming}>
          {communityWords.community.upcomingLead}
        </SectionHeading>
        {upcoming.length > 0 ? (
          <Stack gap="6" {...holds}>
            {/* Each card keeps the server's markup until the clock moves it to the past events. */}
            {upcoming.map((event) => (
              <PrerenderedPart key={event.slug}>
                <EventCard event={event} />
              </PrerenderedPart>
            ))}
          </Stack>
        ) : (
          <Box p="6" bg="white" rounded="xl" borderWidth="1px" borderColor="gray.200" {...holds}>
            <Text color="gray.700">{communityWords.community.noEvents}</Text>
            <Box mt="4">
              <ButtonLink
                to={bookingHref({ message: communityWords.community.nextEventsQuestion })}
                size="sm"
                variant="outline"
              >
                {communityWords.community.askNextEvents}
              </ButtonLink>
            </Box>
          </Box>
        )}
      </PageSection>

      {past.length > 0 ? (
        <PageSection id="past-events" labelledBy="past-events-heading">
          <SectionHeading id="past-events-heading" title={communityWords.community.past}>
            {communityWords.community.pastLead}
          </SectionHeading>
          <Stack gap="6">
            {past.map((event) => (
              <PrerenderedPart key={event.slug}>
                <EventCard event={event} past />
              </PrerenderedPart>
            ))}
          </Stack>
        </PageSection>
      ) : null}

      <PrerenderedPart>
        <CallToAction />
      </PrerenderedPart>
    </>
  );
}
