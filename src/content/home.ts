/** The home page's text, from content/home.yml (checked against its schema at build time). */
import type { Course } from './courses';
import type { CollectionData } from './schema/collections';

type HomeData = CollectionData<'home'>;
export type Testimonial = HomeData['testimonials'][number];

/**
 * The file's data, but with the popular courses (named by slug there) as those courses' cards, in
 * order, and how many courses there are ("See all 10 courses"): the home page needs no other card.
 */
export type HomeContent = Omit<HomeData, 'popularCourses'> & {
  popularCourses: readonly Course[];
  courseCount: number;
};
