/** The courses, from content/courses/ (checked against its schema at build time). */
import type { CollectionData } from './schema/collections';
import data from 'virtual:content/courses';

/** A course as its card shows it; the page content is in course-details.ts. */
export type Course = Omit<CollectionData<'courses'>['courses'][number], 'details'>;
export type CourseId = Course['id'];

// The build serves the cards without `details`, which only the course page loads.
export const courses: readonly Course[] = (data as { courses: Course[] }).courses;

/** The lowest course fee: what "from KSh …" says (the schema guarantees at least one course). */
export const lowestFee: number = Math.min(...courses.map((course) => course.price));

/** The course with this id; throws so a wrong id in content fails the build, not the page. */
export function courseById(id: CourseId): Course {
  const course = courses.find((item) => item.id === id);
  if (!course) throw new Error(`No course with id ${id}`);
  return course;
}
