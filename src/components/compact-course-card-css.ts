import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * CourseCard below md as a compact row (/courses' ten cards take 2,500 px of a phone, not 5,900), styled
 * by position so the markup is the same at every width. Apart from the card, so only the courses page's
 * chunk carries it (the home page's JavaScript is close to its budget).
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
