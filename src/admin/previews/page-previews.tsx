/** Previews of the single-file entries: each page as the page, the college's details as the shell. */
import { Box } from '@chakra-ui/react';
import { CallToAction } from '../../components/call-to-action';
import { SiteFooter } from '../../components/shell/site-footer';
import { SiteHeader } from '../../components/shell/site-header';
import { paths } from '../../config/paths';
import { courses } from '../../content/courses';
import { events } from '../../content/events';
import { team } from '../../content/team';
import { site } from '../../content/site';
import { AboutView } from '../../pages/about-page';
import { CommunityView } from '../../pages/community-page';
import { CorporateView } from '../../pages/corporate-page';
import { HomeView } from '../../pages/home-page';
import { entryPreview } from '../entry-preview';

/** The home page: its popular courses, named by slug in the entry, are the published courses' cards. */
export const HomePreview = entryPreview('home', (home) => {
  const popularCourses = home.popularCourses.flatMap((slug) =>
    courses.filter((course) => course.slug === slug),
  );
  return <HomeView home={{ ...home, popularCourses }} courses={courses} />;
});

export const AboutPreview = entryPreview('about', (about) => (
  <AboutView about={about} team={team} site={site} />
));

export const CommunityPreview = entryPreview('community', (community) => (
  <CommunityView community={community} events={events} />
));

export const CorporatePreview = entryPreview('corporate', (corporate) => (
  <CorporateView corporate={corporate} />
));

/** The college's details where every page shows them: the header, a call to action and the footer. */
export const SitePreview = entryPreview('site', (details) => (
  <Box display="flex" flexDirection="column" minH="100vh">
    <SiteHeader site={details} />
    <Box flex="1">
      <CallToAction
        title="Ready to start?"
        text="Book a free appointment with an advisor."
        to={paths.booking}
        label="Book Appointment"
      />
    </Box>
    <SiteFooter site={details} />
  </Box>
));
