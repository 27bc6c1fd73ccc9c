/** The home page's preview: its popular courses, named by slug in the entry, are the published courses' cards. */
import { useContent } from '../../locale/use-content';
import type { CollectionData } from '../../content/schema/collections';
import { HomeView } from '../../pages/home-page';
import { entryPreview, type CollectionPreviews } from '../entry-preview';

function HomeWithCourses({ home }: { home: CollectionData<'home'> }) {
  const courses = useContent('courses');
  const popularCourses = home.popularCourses.flatMap((slug) =>
    courses.filter((course) => course.slug === slug),
  );
  return <HomeView home={{ ...home, popularCourses, courseCount: courses.length }} />;
}

export const previews: CollectionPreviews = {
  home: entryPreview('home', (home) => <HomeWithCourses home={home} />),
};
