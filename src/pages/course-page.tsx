import type { ReactNode } from 'react';
import { Box, Button, chakra, Container, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { CallToAction } from '../components/call-to-action';
import { CampusNames } from '../components/campus-name';
import { CheckList } from '../components/check-list';
import { ContentText } from '../components/content-text';
import { PageHero } from '../components/page-hero';
import { PageSection } from '../components/page-section';
import { ButtonLink, TextLink } from '../components/router-links';
import { ShareLink } from '../components/share-link';
import { useContentNow } from '../components/use-content-now';
import { WordsWith } from '../components/words-with';
import { localizedPath } from '../config/locales';
import { coursePath, paths } from '../config/paths';
import { intakesAsOf, type CourseDetails } from '../content/course-details';
import type { Course } from '../content/courses';
import { langOf } from '../content/untranslated';
import { paymentSchedule } from '../content/payment-plan';
import { daysLabel, instalmentsText } from '../i18n/course-labels';
import { bookingHref } from '../lib/booking-href';
import { whatsappHref } from '../lib/contact-links';
import { formatPrice } from '../lib/format-price';
import { siteUrl } from '../lib/site-url';
import { useContent } from '../locale/use-content';
import { useLocale } from '../locale/locale-provider';
import { useWords } from '../locale/use-words';

/** A titled block inside a section band: an h2 and what follows it. */
function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="xl" color="gray.900" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** The fee, duration and level, as the card shows them, and how the fee can be paid. */
function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2">
      {items.map(([term, value]) => (
        <Box key={term} display="contents">
          <chakra.dt color="gray.700">{term}</chakra.dt>
          <chakra.dd fontWeight="semibold">{value}</chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}

/** A list item led by a title line (a module, a class time), with its details under it. */
function TitledItem({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Text fontWeight="semibold" color="gray.900">
        {title}
      </Text>
      {children}
    </li>
  );
}

/** Every course's own page (one module, so one chunk for all): `/courses/<slug>`. */
export default function CoursePage() {
  const { pathname } = useLocation();
  const courses = useContent('courses');
  const detailsBySlug = useContent('course-details');
  // The router matches paths case-insensitively, as it does for every route.
  const course = courses.find(({ slug }) => coursePath(slug) === pathname.toLowerCase());
  const details = course && detailsBySlug[course.slug];
  if (!course || !details) throw new Error(`No course at ${pathname}`);
  return <CourseView course={course} details={details} />;
}

/**
 * A course's page from the data it is given: the site passes the built content, the editor's
 * preview the entry being edited (src/admin/previews/course-preview.tsx).
 */
export function CourseView({ course, details }: { course: Course; details: CourseDetails }) {
  const strings = useWords('common');
  const whenStrings = useWords('when');
  const coursesStrings = useWords('courses');
  const coursePageStrings = useWords('course-page');
  const locale = useLocale();
  const site = useContent('site');
  const { paymentPlan: plan } = details;
  // The build's "now" while hydrating, then the visitor's clock, as the events do.
  const { upcoming, past } = intakesAsOf(useContentNow(), details.intakes);
  const price = formatPrice(course.price);
  const enroll = bookingHref({ interest: course.interest });

  return (
    // What is not yet translated is the English on a Kiswahili page, marked so for screen readers.
    <>
      <Box bg="brand.50">
        <Container maxW="6xl" pt="4">
          <chakra.nav aria-label={coursePageStrings.coursePage.breadcrumb} fontSize="sm">
            <chakra.ol display="flex" flexWrap="wrap" gap="2" color="gray.700">
              <li>
                <TextLink to={paths.home}>{strings.nav.home}</TextLink> /
              </li>
              <li>
                <TextLink to={paths.courses}>{strings.nav.courses}</TextLink> /
              </li>
              <li aria-current="page" lang={langOf(course, 'title')}>
                {course.title}
              </li>
            </chakra.ol>
          </chakra.nav>
        </Container>
      </Box>
      <PageHero
        eyebrow={coursePageStrings.coursePage.eyebrow}
        title={<ContentText of={course} field="title" />}
        lead={<ContentText of={course} field="description" />}
        image={course.image}
      >
        {/* The figures a visitor compares courses by, above the fold on a phone. */}
        <Text w="full" fontSize="xl" fontWeight="bold" color="brand.700">
          {price} · <ContentText of={course} field="duration" /> · {strings.levels[course.level]}
        </Text>
        <ButtonLink to={enroll} size="xl">
          {strings.course.enroll}
        </ButtonLink>
        <Button asChild size="xl" variant="outline" bg="white">
          <a href={whatsappHref(site, coursePageStrings.coursePage.whatsapp(course.title, price))}>
            {coursePageStrings.coursePage.askWhatsapp}
          </a>
        </Button>
        <ShareLink
          title={course.title}
          text={coursePageStrings.coursePage.shareText(course.title, price, course.duration)}
          url={siteUrl(localizedPath(coursePath(course.slug), locale), site.url)}
        />
      </PageHero>

      <PageSection>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="10">
          {/* First in the page (a phone shows it before the syllabus), beside it from lg up. */}
          <Flex direction="column" gap="10" gridColumn={{ lg: '3' }} gridRow={{ lg: '1' }}>
            <Block id="fees-heading" title={coursePageStrings.coursePage.fees}>
              <Facts
                items={[
                  [coursesStrings.filter.fee, price],
                  [strings.course.duration, <ContentText of={course} field="duration" />],
                  [strings.course.level, strings.levels[course.level]],
                  [coursePageStrings.coursePage.deposit, formatPrice(plan.deposit)],
                  [
                    coursePageStrings.coursePage.then,
                    instalmentsText(paymentSchedule(course.price, plan), coursePageStrings),
                  ],
                ]}
              />
            </Block>
            <Block id="tools-heading" title={coursePageStrings.coursePage.tools}>
              <CheckList items={details.tools} />
            </Block>
          </Flex>
          <Box gridColumn={{ lg: '1 / span 2' }} gridRow={{ lg: '1' }}>
            <Block id="learn-heading" title={coursePageStrings.coursePage.learn}>
              <chakra.ol display="grid" gap="4">
                {details.modules.map((module) => (
                  <TitledItem key={module.title} title={<ContentText of={module} field="title" />}>
                    <Text color="fg.muted" lang={langOf(module, 'text')}>
                      {module.text}
                    </Text>
                  </TitledItem>
                ))}
              </chakra.ol>
            </Block>
          </Box>
        </SimpleGrid>
      </PageSection>

      <PageSection tone="tinted">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
          <Block id="times-heading" title={coursePageStrings.coursePage.times}>
            <chakra.ul display="grid" gap="4">
              {details.schedules.map((schedule) => (
                <TitledItem key={schedule.name} title={<ContentText of={schedule} field="name" />}>
                  <Text color="fg.muted">
                    {daysLabel(schedule.days, whenStrings, strings)}, {whenStrings.when.clock(schedule.start)}{' '}
                    {strings.conjunctions.to} {whenStrings.when.clock(schedule.end)}
                  </Text>
                  <Text color="fg.muted">
                    <CampusNames ids={schedule.campuses} />
                  </Text>
                </TitledItem>
              ))}
            </chakra.ul>
          </Block>
          <Block id="intakes-heading" title={coursePageStrings.coursePage.intakes}>
            {upcoming.length > 0 ? (
              <chakra.ul display="grid" gap="2" aria-label={coursePageStrings.coursePage.upcomingIntakes}>
                {upcoming.map((date, index) => (
                  <li key={date}>
                    <time dateTime={date}>{whenStrings.when.date(date)}</time>
                    {index === 0 && coursePageStrings.coursePage.next}
                  </li>
                ))}
              </chakra.ul>
            ) : (
              <Text>
                {coursePageStrings.coursePage.newDates}{' '}
                <TextLink to={enroll}>{coursePageStrings.coursePage.askIntake}</TextLink>.
              </Text>
            )}
            {past.length > 0 && (
              <Text mt="4" color="fg.muted">
                {coursePageStrings.coursePage.started}{' '}
                {past.map((date, index) => (
                  <span key={date}>
                    {index > 0 && ', '}
                    <time dateTime={date}>{whenStrings.when.date(date)}</time>
                  </span>
                ))}
              </Text>
            )}
          </Block>
        </SimpleGrid>
      </PageSection>

      <PageSection>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="10">
          <Block id="outcomes-heading" title={coursePageStrings.coursePage.outcomes}>
            <CheckList items={details.outcomes} lang={langOf(details, 'outcomes')} />
          </Block>
          <Block id="requirements-heading" title={coursePageStrings.coursePage.requirements}>
            <CheckList items={details.requirements} lang={langOf(details, 'requirements')} />
          </Block>
          <Block id="certificate-heading" title={coursePageStrings.coursePage.certificate}>
            <Text lang={langOf(details, 'certificate')}>{details.certificate}</Text>
          </Block>
          <Block id="careers-heading" title={coursePageStrings.coursePage.careers}>
            <CheckList items={details.careers} lang={langOf(details, 'careers')} />
          </Block>
        </SimpleGrid>
      </PageSection>

      <CallToAction
        title={
          <WordsWith words={coursePageStrings.coursePage.ctaTitle}>
            <ContentText of={course} field="title" />
          </WordsWith>
        }
        text={coursePageStrings.coursePage.ctaText}
        to={enroll}
        label={strings.nav.bookAppointment}
      />
    </>
  );
}
