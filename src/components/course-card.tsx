import { Box, chakra, Flex, Heading, Text, VisuallyHidden, type SystemStyleObject } from '@chakra-ui/react';
import type { Course } from '../content/courses';
import { coursePath } from '../config/paths';
import { langOf } from '../content/untranslated';
import { courseFee } from '../i18n/course-fee';
import { bookingHref } from '../lib/booking-href';
import { ContentImage } from './content-image';
import { ContentText } from './content-text';
import { WordsWith } from './words-with';
import { ButtonLink, TextLink } from './router-links';
import { useWords } from '../locale/use-words';

interface Props {
  course: Course;
  /** Heading level inside the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** False for cards near the top of a page: a lazy image there delays the largest paint. */
  lazyImage?: boolean;
  /** Extra styles for the card (a page's own layout of it, such as the courses list's compact rows). */
  css?: SystemStyleObject;
}

/** A course: picture, title linking to its page, fee, duration, level and an Enroll Now link that preselects it on the booking form. */
export function CourseCard({ course, headingLevel = 'h3', lazyImage = true, css }: Props) {
  const commonWords = useWords('common');
  const titleId = `course-${course.slug}`;
  return (
    <Flex
      as="article"
      aria-labelledby={titleId}
      direction="column"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      overflow="hidden"
      shadow="sm"
      css={css}
    >
      <Box bg="brand.50">
        <ContentImage
          image={course.image}
          // One column on phones; from md, columns of about 22rem (two at 45vw are 22-28rem: the same file).
          sizes="(min-width: 48em) 22rem, 92vw"
          lazy={lazyImage}
        />
      </Box>
      <Flex direction="column" flex="1" p="6" gap="3">
        <Heading as={headingLevel} id={titleId} lang={langOf(course, 'title')} size="lg" color="gray.900">
          <TextLink to={coursePath(course.slug)} color="inherit">
            {course.title}
          </TextLink>
        </Heading>
        <Text color="fg.muted" lang={langOf(course, 'description')}>
          {course.description}
        </Text>
        <chakra.dl
          display="grid"
          gridTemplateColumns="auto 1fr"
          columnGap="3"
          rowGap="1"
          fontSize="sm"
          mt="auto"
        >
          <chakra.dt color="gray.700">{commonWords.course.duration}</chakra.dt>
          <chakra.dd fontWeight="medium">
            {commonWords.course.length(course.weeks, course.perProgrammingLanguage)}
          </chakra.dd>
          <chakra.dt color="gray.700">{commonWords.course.level}</chakra.dt>
          <chakra.dd fontWeight="medium">{commonWords.levels[course.level]}</chakra.dd>
        </chakra.dl>
        <Flex
          align="center"
          justify="space-between"
          gap="3"
          pt="3"
          borderTopWidth="1px"
          borderColor="gray.100"
        >
          <Text fontSize="xl" fontWeight="bold" color="brand.700">
            {courseFee(course, commonWords)}
          </Text>
          <ButtonLink to={bookingHref({ interest: course.interest })} size="sm">
            {commonWords.course.enroll}
            <VisuallyHidden>
              <WordsWith words={commonWords.course.enrollIn}>
                <ContentText of={course} field="title" />
              </WordsWith>
            </VisuallyHidden>
          </ButtonLink>
        </Flex>
      </Flex>
    </Flex>
  );
}
