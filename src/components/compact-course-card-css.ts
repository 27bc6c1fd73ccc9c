import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * CourseCard below md as a compact row, so the ten cards of /courses take about 2,500 px of a
 * 375 px phone instead of about 5,900. Kept apart from the card so that only the courses page's
 * chunk carries it (the home page's JavaScript is close to its budget).
 *
 * It styles the card's children by position, so the markup stays the same at every width: the
 * inner column dissolves (display: contents) into a two-column grid whose first row is the
 * picture and the title; the description is clamped to two lines (the whole text stays in the
 * page for screen readers and the course's own page has more); fee, duration, level and Enroll
 * Now stay as they are.
 */
export const compactCourseCardCss = {
  mdDown: {
    display: 'grid',
    gridTemplateColumns: '5.5rem 1fr',
    alignItems: 'center',
    columnGap: '3',
    rowGap: '1.5',
    p: '4',
    '& > div:first-of-type': { rounded: 'md', overflow: 'hidden' },
    '& > div:last-of-type': { display: 'contents' },
    '& > div > *': { gridColumn: '1 / -1' },
    '& > div > :is(h2, h3)': { gridColumn: '2', fontSize: 'md', lineHeight: '1.3' },
    '& > div > p': { lineClamp: '2', fontSize: 'sm' },
    '& > div > div': { pt: '2' },
  },
} as const satisfies SystemStyleObject;
