/** The pages' previews: each page itself, with the rest (team, events, courses) as published. */
import { useContent } from '../../locale/use-content';
import type { CollectionData } from '../../content/schema/collections';
import { AboutView } from '../../pages/about-page';
import { CommunityView } from '../../pages/community-page';
import { CorporateView } from '../../pages/corporate-page';
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
};
