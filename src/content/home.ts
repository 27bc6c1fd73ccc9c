/** The home page's text, from content/home.yml (checked against its schema at build time). */
import type { Course } from './courses';
import type { CollectionData } from './schema/collections';

type HomeData = CollectionData<'home'>;
export type Testimonial = HomeData['testimonials'][number];

/** The file's data with the popular courses (named by slug) as their cards, and the course count. */
export type HomeContent = Omit<HomeData, 'popularCourses'> & {
  popularCourses: readonly Course[];
  courseCount: number;
};
