/** Levels a course can be taught at; apart from the schema so the browser can use it without zod. */
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
