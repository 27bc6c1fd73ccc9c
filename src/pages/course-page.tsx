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
import { courseFee } from '../i18n/course-fee';
import { daysLabel, instalmentsText } from '../i18n/course-labels';
import { bookingHref } from '../lib/booking-href';
import { whatsappHref } from '../lib/contact-links';
import { formatPrice } from '../lib/format-price';
import { siteUrl } from '../lib/site-url';
import { useContent } from '../locale/use-content';
import { useLocale } from '../locale/locale-provider';
import { useWords } from '../locale/use-words';
import { PrerenderedPart } from '../components/prerendered-part';
import { collegeDayEnd } from '../content/college-time';
import { holdsWhile } from '../lib/app-on-demand';

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

/** A course's page from the data it is given (the built content, or the editor's entry). */
export function CourseView({ course, details }: { course: Course; details: CourseDetails }) {
  const commonWords = useWords('common');
  const whenWords = useWords('when');
  const coursesWords = useWords('courses');
  const coursePageWords = useWords('course-page');
  const locale = useLocale();
  const site = useContent('site');
  const now = useContentNow();
  const { upcoming, past } = intakesAsOf(now, details.intakes);
  // When the lists stop being true (an intake's day ends): until then, a first load needs no app.
  const holds = holdsWhile(now, details.intakes.map(collegeDayEnd));
  const price = courseFee(course, commonWords);
  const duration = commonWords.course.length(course.weeks, course.perProgrammingLanguage);
  const enroll = bookingHref({ interest: course.interest });

  return (
    <>
      <PrerenderedPart>
        <Box bg="brand.50">
          <Container maxW="6xl" pt="4">
            <chakra.nav aria-label={coursePageWords.coursePage.breadcrumb} fontSize="sm">
              <chakra.ol display="flex" flexWrap="wrap" gap="2" color="gray.700">
                <li>
                  <TextLink to={paths.home}>{commonWords.nav.home}</TextLink> /
                </li>
                <li>
                  <TextLink to={paths.courses}>{commonWords.nav.courses}</TextLink> /
                </li>
                <li aria-current="page" lang={langOf(course, 'title')}>
                  {course.title}
                </li>
              </chakra.ol>
            </chakra.nav>
          </Container>
        </Box>
      </PrerenderedPart>
      <PageHero
        eyebrow={coursePageWords.coursePage.eyebrow}
        title={<ContentText of={course} field="title" />}
        lead={<ContentText of={course} field="description" />}
        image={course.image}
      >
        {/* The figures a visitor compares courses by, above the fold on a phone. */}
        <Text w="full" fontSize="xl" fontWeight="bold" color="brand.700">
          {/* One string: as pieces, React parts them with a comment each in the HTML. */}
          {`${price} · ${duration} · ${commonWords.course.level}: ${commonWords.levels[course.level]}`}
        </Text>
        <ButtonLink to={enroll} size="xl">
          {commonWords.course.enroll}
        </ButtonLink>
        <Button asChild size="xl" variant="outline" bg="white">
          <a href={whatsappHref(site, coursePageWords.coursePage.whatsapp(course.title, price))}>
            {coursePageWords.coursePage.askWhatsapp}
          </a>
        </Button>
        <ShareLink
          title={course.title}
          text={coursePageWords.coursePage.shareText(course.title, price, duration)}
          url={siteUrl(localizedPath(coursePath(course.slug), locale), site.url)}
        />
      </PageHero>

      <PrerenderedPart>
        <PageSection>
          <SimpleGrid columns={{ base: 1, lg: 3 }} gap="10">
            {/* First in the page (a phone shows it before the syllabus), beside it from lg up. */}
            <Flex direction="column" gap="10" gridColumn={{ lg: '3' }} gridRow={{ lg: '1' }}>
              <Block id="fees-heading" title={coursePageWords.coursePage.fees}>
                {/* The fee, duration and level, as the card shows them, and how the fee can be paid. */}
                <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2">
                  {[
                    [coursesWords.filter.fee, price],
                    [commonWords.course.duration, duration],
                    [commonWords.course.level, commonWords.levels[course.level]],
                    [coursePageWords.coursePage.deposit, formatPrice(details.paymentPlan.deposit)],
                    [
                      coursePageWords.coursePage.then,
                      instalmentsText(paymentSchedule(course.price, details.paymentPlan), coursePageWords),
                    ],
                  ].map(([term, value]) => (
                    <Box key={term} display="contents">
                      <chakra.dt color="gray.700">{term}</chakra.dt>
                      <chakra.dd fontWeight="semibold">{value}</chakra.dd>
                    </Box>
                  ))}
                </chakra.dl>
              </Block>
              <Block id="tools-heading" title={coursePageWords.coursePage.tools}>
                <CheckList items={details.tools} />
                {details.equipment ? (
                  <Box mt="2.5">
                    <CheckList items={details.equipment} lang={langOf(details, 'equipment')} />
                  </Box>
                ) : null}
              </Block>
            </Flex>
            <Box gridColumn={{ lg: '1 / span 2' }} gridRow={{ lg: '1' }}>
              <Block id="learn-heading" title={coursePageWords.coursePage.learn}>
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
      </PrerenderedPart>

      <PageSection tone="tinted">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
          <PrerenderedPart>
            <Block id="times-heading" title={coursePageWords.coursePage.times}>
              <chakra.ul display="grid" gap="4">
                {details.schedules.map((schedule) => (
                  <TitledItem key={schedule.name} title={<ContentText of={schedule} field="name" />}>
                    <Text color="fg.muted">
                      {`${daysLabel(schedule.days, whenWords, commonWords)}, ${whenWords.when.clock(schedule.start)} ${commonWords.conjunctions.to} ${whenWords.when.clock(schedule.end)}`}
                    </Text>
                    <Text color="fg.muted">
                      <CampusNames ids={schedule.campuses} />
                    </Text>
                  </TitledItem>
                ))}
              </chakra.ul>
            </Block>
          </PrerenderedPart>
          <Block id="intakes-heading" title={coursePageWords.coursePage.intakes}>
            {upcoming.length > 0 ? (
              <chakra.ul
                display="grid"
                gap="2"
                aria-label={coursePageWords.coursePage.upcomingIntakes}
                {...holds}
              >
                {upcoming.map((date, index) => (
                  <li key={date}>
                    <time dateTime={date}>{whenWords.when.date(date)}</time>
                    {index === 0 && coursePageWords.coursePage.next}
                  </li>
                ))}
              </chakra.ul>
            ) : (
              <Text {...holds}>
                {coursePageWords.coursePage.newDates}{' '}
                <TextLink to={enroll}>{coursePageWords.coursePage.askIntake}</TextLink>.
              </Text>
            )}
            {past.length > 0 && (
              <Text mt="4" color="fg.muted">
                {coursePageWords.coursePage.started}{' '}
                {past.map((date, index) => (
                  <span key={date}>
                    {index > 0 && ', '}
                    <time dateTime={date}>{whenWords.when.date(date)}</time>
                  </span>
                ))}
              </Text>
            )}
          </Block>
        </SimpleGrid>
      </PageSection>

      <PrerenderedPart>
        <PageSection>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="10">
            <Block id="outcomes-heading" title={coursePageWords.coursePage.outcomes}>
              <CheckList items={details.outcomes} lang={langOf(details, 'outcomes')} />
            </Block>
            <Block id="requirements-heading" title={coursePageWords.coursePage.requirements}>
              <CheckList items={details.requirements} lang={langOf(details, 'requirements')} />
            </Block>
            <Block id="certificate-heading" title={coursePageWords.coursePage.certificate}>
              <Text lang={langOf(details, 'certificate')}>{details.certificate}</Text>
            </Block>
            <Block id="careers-heading" title={coursePageWords.coursePage.careers}>
              <CheckList items={details.careers} lang={langOf(details, 'careers')} />
            </Block>
          </SimpleGrid>
        </PageSection>

        <CallToAction
          title={
            <WordsWith words={coursePageWords.coursePage.ctaTitle}>
              <ContentText of={course} field="title" />
            </WordsWith>
          }
          text={coursePageWords.coursePage.ctaText}
          to={enroll}
        />
      </PrerenderedPart>
    </>
  );
}
