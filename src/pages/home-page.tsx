import { Box, chakra, SimpleGrid, Text } from '@chakra-ui/react';
import { CallToAction } from '../components/call-to-action';
import { CourseCard } from '../components/course-card';
import { FeatureCard } from '../components/feature-card';
import { ContentText } from '../components/content-text';
import { PageHero } from '../components/page-hero';
import { PageSection } from '../components/page-section';
import { ButtonLink } from '../components/router-links';
import { SectionHeading } from '../components/section-heading';
import { paths } from '../config/paths';
import type { HomeContent, Testimonial } from '../content/home';
import { langOf } from '../content/untranslated';
import { useContent } from '../locale/use-content';
import { useWords } from '../locale/use-words';

export default function HomePage() {
  return <HomeView home={useContent('home')} />;
}

/** A student's words, with who said them and what they studied. */
function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <chakra.figure
      display="flex"
      flexDirection="column"
      gap="4"
      p="6"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      borderColor="brand.100"
      shadow="sm"
    >
      <chakra.blockquote fontSize="lg" color="gray.800" flex="1">
        <p lang={langOf(testimonial, 'quote')}>“{testimonial.quote}”</p>
      </chakra.blockquote>
      <chakra.figcaption>
        <Text fontWeight="semibold" color="gray.900">
          {testimonial.name}
        </Text>
        <Text fontSize="sm" color="gray.700">
          <ContentText of={testimonial} field="course" /> · <ContentText of={testimonial} field="detail" />
        </Text>
      </chakra.figcaption>
    </chakra.figure>
  );
}

/** The home page from the data it is given (the built content, or the editor's entry). */
export function HomeView({ home }: { home: HomeContent }) {
  const commonWords = useWords('common');
  const homeWords = useWords('home');
  return (
    <>
      <PageHero
        eyebrow={<ContentText of={home.hero} field="eyebrow" />}
        title={<ContentText of={home.hero} field="title" />}
        lead={<ContentText of={home.hero} field="lead" />}
        image={home.hero.image}
      >
        <ButtonLink to={paths.booking} size="xl">
          {commonWords.nav.bookAppointment}
        </ButtonLink>
        <ButtonLink to={paths.courses} size="xl" variant="outline" bg="white">
          {homeWords.home.browse}
        </ButtonLink>
      </PageHero>

      <PageSection labelledBy="why-heading">
        <SectionHeading id="why-heading" eyebrow={homeWords.home.whyEyebrow} title={homeWords.home.whyTitle}>
          {homeWords.home.whyLead}
        </SectionHeading>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
          {home.whyChooseUs.map((feature) => (
            <FeatureCard
              key={feature.title}
              title={<ContentText of={feature} field="title" />}
              text={<ContentText of={feature} field="text" />}
            />
          ))}
        </SimpleGrid>
      </PageSection>

      <PageSection labelledBy="popular-heading" tone="tinted">
        <SectionHeading
          id="popular-heading"
          eyebrow={homeWords.home.popularEyebrow}
          title={homeWords.home.popularTitle}
        >
          {homeWords.home.popularLead}
        </SectionHeading>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {home.popularCourses.map((course) => (
            <CourseCard key={course.slug} course={course} />
          ))}
        </SimpleGrid>
        <Box mt="8" textAlign="center">
          <ButtonLink to={paths.courses} variant="outline" bg="white">
            {homeWords.home.seeAll(home.courseCount)}
          </ButtonLink>
        </Box>
      </PageSection>

      <PageSection labelledBy="testimonials-heading">
        <SectionHeading
          id="testimonials-heading"
          eyebrow={homeWords.home.storiesEyebrow}
          title={homeWords.home.storiesTitle}
        />
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
          {home.testimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.name} testimonial={testimonial} />
          ))}
        </SimpleGrid>
      </PageSection>

      <CallToAction />
    </>
  );
}
