import { Box, Container, Heading } from '@chakra-ui/react';
import { CourseCard } from '../../components/course-card';
import { CourseView } from '../../pages/course-page';
import { entryPreview, type CollectionPreviews } from '../entry-preview';

/** A course as visitors meet it: its card on the courses page, then its own page. */
const CoursePreview = entryPreview('courses', (entry) => {
  const { details, ...course } = entry;
  return (
    <>
      <Box bg="gray.50" py="8">
        <Container maxW="sm">
          <Heading as="p" size="sm" color="fg.muted" mb="3">
            Its card on the courses and home pages
          </Heading>
          <CourseCard course={course} headingLevel="h2" lazyImage={false} />
        </Container>
      </Box>
      <CourseView course={course} details={details} />
    </>
  );
});

export const previews: CollectionPreviews = { courses: CoursePreview };
