/** The pages' previews: each page itself, with the rest (team, events, courses) as published. */
import { Box, Container, Heading } from '@chakra-ui/react';
import { CallToAction } from '../../components/call-to-action';
import { CourseCard } from '../../components/course-card';
import { SiteFooter } from '../../components/shell/site-footer';
import { SiteHeader } from '../../components/shell/site-header';
import { paths } from '../../config/paths';
import { useContent } from '../../locale/use-content';
import type { CollectionData } from '../../content/schema/collections';
import { AboutView } from '../../pages/about-page';
import { CommunityView } from '../../pages/community-page';
import { CorporateView } from '../../pages/corporate-page';
import { CourseView } from '../../pages/course-page';
import { HomeView } from '../../pages/home-page';
import { entryPreview, type CollectionPreviews } from '../entry-preview';

/** The home page's popular courses, named by slug in the entry, are the published courses' cards. */
function HomeWithCourses({ home }: { home: CollectionData<'home'> }) {
  const courses = useContent('courses');
  const popularCourses = home.popularCourses.flatMap((slug) =>
    courses.filter((course) => course.slug === slug),
  );
  return <HomeView home={{ ...home, popularCourses, courseCount: courses.length }} />;
}

export const previews: CollectionPreviews = {
  about: entryPreview('about', (about) => <AboutView about={about} />),
  community: entryPreview('community', (community) => <CommunityView community={community} />),
  corporate: entryPreview('corporate', (corporate) => <CorporateView corporate={corporate} />),
  home: entryPreview('home', (home) => <HomeWithCourses home={home} />),

  /** A course as visitors meet it: its card on the courses page, then its own page. */
  courses: entryPreview('courses', (entry) => {
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
  }),

  /** The college's details where every page shows them: the header, a call to action and the footer. */
  site: entryPreview('site', (details) => (
    <Box display="flex" flexDirection="column" minH="100vh">
      <SiteHeader site={details} />
      <Box flex="1">
        <CallToAction to={paths.booking} />
      </Box>
      <SiteFooter site={details} />
    </Box>
  )),
};
