/** A course as its card shows it (content/courses/, checked against its schema at build time). */
import type { CollectionData } from './schema/collections';

/** A course's card: the page content (`details`) is apart, in course-details.ts. */
export type Course = Omit<CollectionData<'courses'>[number], 'details'>;

/** The lowest course fee: what "from KSh …" says (the schema guarantees at least one course). */
export const lowestFee = (courses: readonly Pick<Course, 'price'>[]): number =>
  Math.min(...courses.map((course) => course.price));
