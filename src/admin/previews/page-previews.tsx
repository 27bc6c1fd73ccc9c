/** Previews of the single-file entries: each page as the page, the college's details as the shell. */
import { Box } from '@chakra-ui/react';
import { CallToAction } from '../../components/call-to-action';
import { SiteFooter } from '../../components/shell/site-footer';
import { SiteHeader } from '../../components/shell/site-header';
import { paths } from '../../config/paths';
import { useMemo } from 'react';
import type { AboutContent } from '../../content/about';
import type { CommunityContent } from '../../content/community';
import { toCollegeEvent } from '../../content/event-dates';
import type { CollectionData } from '../../content/schema/collections';
import { useContent } from '../../locale/use-content';
import { AboutView } from '../../pages/about-page';
import { CommunityView } from '../../pages/community-page';
import { CorporateView } from '../../pages/corporate-page';
import { HomeView } from '../../pages/home-page';
import { entryPreview } from '../entry-preview';

/** The home page: its popular courses, named by slug in the entry, are the published courses' cards. */
export const HomePreview = entryPreview('home', (home) => <HomeWithCourses home={home} />);

function HomeWithCourses({ home }: { home: CollectionData<'home'> }) {
  const courses = useContent('courses');
  const popularCourses = home.popularCourses.flatMap((slug) =>
    courses.filter((course) => course.slug === slug),
  );
  return <HomeView home={{ ...home, popularCourses, courseCount: courses.length }} />;
}

export const AboutPreview = entryPreview('about', (about) => <AboutWithTeam about={about} />);

function AboutWithTeam({ about }: { about: AboutContent }) {
  return <AboutView about={about} team={useContent('team')} site={useContent('site')} />;
}

export const CommunityPreview = entryPreview('community', (community) => (
  <CommunityWithEvents community={community} />
));

function CommunityWithEvents({ community }: { community: CommunityContent }) {
  const entries = useContent('events');
  const events = useMemo(() => entries.map(toCollegeEvent), [entries]);
  return <CommunityView community={community} events={events} />;
}

export const CorporatePreview = entryPreview('corporate', (corporate) => (
  <CorporateView corporate={corporate} />
));

/** The college's details where every page shows them: the header, a call to action and the footer. */
export const SitePreview = entryPreview('site', (details) => (
  <Box display="flex" flexDirection="column" minH="100vh">
    <SiteHeader site={details} />
    <Box flex="1">
      <CallToAction to={paths.booking} />
    </Box>
    <SiteFooter site={details} />
  </Box>
));
