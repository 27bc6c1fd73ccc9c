import { Box, chakra, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CallToAction } from '../components/call-to-action';
import { ContentText } from '../components/content-text';
import { PageHero } from '../components/page-hero';
import { PageSection } from '../components/page-section';
import { SectionHeading } from '../components/section-heading';
import { TeamCard } from '../components/team-card';
import type { AboutContent } from '../content/about';
import { useContent } from '../locale/use-content';
import { langOf } from '../content/untranslated';
import { useWords } from '../locale/use-words';

export default function AboutPage() {
  return <AboutView about={useContent('about')} />;
}

/** The about page from the text it is given (the built content, or the editor's entry). */
export function AboutView({ about }: { about: AboutContent }) {
  const aboutWords = useWords('about');
  const team = useContent('team');
  const site = useContent('site');
  const statement = [
    { id: 'vision-heading', title: aboutWords.about.vision, field: 'vision' },
    { id: 'mission-heading', title: aboutWords.about.mission, field: 'mission' },
  ] as const;
  return (
    <>
      <PageHero
        eyebrow={aboutWords.about.eyebrow}
        title={<ContentText of={about.intro} field="title" />}
        lead={<ContentText of={about.intro} field="lead" />}
        image={about.intro.image}
      />

      <PageSection>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {statement.map((item) => (
            <Box key={item.id} as="section" aria-labelledby={item.id} p="8" rounded="xl" bg="brand.50">
              <Heading as="h2" id={item.id} size="2xl" color="gray.900">
                {item.title}
              </Heading>
              <Text mt="3" fontSize="lg" color="gray.800" lang={langOf(about, item.field)}>
                {about[item.field]}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </PageSection>

      <PageSection labelledBy="objectives-heading">
        <SectionHeading id="objectives-heading" title={aboutWords.about.objectives} />
        <chakra.ol
          display="grid"
          gridTemplateColumns={{ md: '1fr 1fr' }}
          gap="4"
          css={{ counterReset: 'objective' }}
          lang={langOf(about, 'objectives')}
        >
          {about.objectives.map((objective) => (
            <chakra.li
              key={objective}
              display="flex"
              gap="4"
              alignItems="flex-start"
              css={{
                counterIncrement: 'objective',
                '&::before': {
                  content: 'counter(objective)',
                  flexShrink: 0,
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  width: '8',
                  height: '8',
                  borderRadius: 'full',
                  bg: 'brand.700',
                  color: 'white',
                  fontWeight: 'bold',
                },
              }}
            >
              <Text pt="1">{objective}</Text>
            </chakra.li>
          ))}
        </chakra.ol>
      </PageSection>

      <PageSection labelledBy="stats-heading" tone="tinted">
        <SectionHeading
          id="stats-heading"
          title={aboutWords.about.inNumbers(site.shortName)}
          align="center"
        />
        {/* Headline figures, as a description list so each number is read with its label. */}
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap={{ base: 4, md: 6 }}>
          {about.statistics.map((stat) => (
            <chakra.div
              key={stat.label}
              display="flex"
              flexDirection="column-reverse"
              alignItems="center"
              textAlign="center"
              bg="white"
              rounded="xl"
              borderWidth="1px"
              borderColor="brand.100"
              py="6"
              px="3"
            >
              <chakra.dt color="gray.700" fontWeight="medium" lang={langOf(stat, 'label')}>
                {stat.label}
              </chakra.dt>
              <chakra.dd
                fontSize={{ base: '3xl', md: '4xl' }}
                fontWeight="bold"
                color="brand.700"
                lineHeight="1.2"
              >
                {stat.value}
              </chakra.dd>
            </chakra.div>
          ))}
        </SimpleGrid>
      </PageSection>

      <PageSection labelledBy="team-heading">
        <SectionHeading id="team-heading" title={aboutWords.about.team}>
          {aboutWords.about.teamLead}
        </SectionHeading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {team.map((member) => (
            <TeamCard key={member.name} member={member} />
          ))}
        </SimpleGrid>
      </PageSection>

      <PageSection labelledBy="community-heading" tone="tinted">
        <SectionHeading
          id="community-heading"
          title={<ContentText of={about.communityAndAccreditation} field="title" />}
        />
        <Stack
          gap="4"
          maxW="3xl"
          fontSize="lg"
          color="gray.800"
          lang={langOf(about.communityAndAccreditation, 'paragraphs')}
        >
          {about.communityAndAccreditation.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </PageSection>

      <CallToAction />
    </>
  );
}
