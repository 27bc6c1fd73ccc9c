/**
 * Levels a course can be taught at, as the courses page shows them: one step, a range of steps
 * ("Beginner to Advanced"), or all of them. Apart from the schema (which imports it) so the
 * browser can use the list without zod.
 */
export const courseLevels = [
  'Beginner',
  'Beginner to Intermediate',
  'Beginner to Advanced',
  'Intermediate',
  'Intermediate to Advanced',
  'Advanced',
  'All Levels',
] as const;

export type CourseLevel = (typeof courseLevels)[number];
