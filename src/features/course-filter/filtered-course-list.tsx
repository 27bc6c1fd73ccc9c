import { useMemo, useRef } from 'react';
import { chakra, SimpleGrid, Text } from '@chakra-ui/react';
import { compactCourseCardCss } from '../../components/compact-course-card-css';
import { CourseCard } from '../../components/course-card';
import { PrerenderedPart } from '../../components/prerendered-part';
import { useHydrated } from '../../components/use-client-value';
import { matchesChoice, type CourseFacets } from './course-facets';
import type { Course } from '../../content/courses';
import { CourseFilterForm } from './course-filter-form';
import { courseFilterCss } from './course-filter-css';
import { useCourseFilter } from './use-course-filter';
import { useWords } from '../../locale/use-words';

interface Props {
  courses: readonly Course[];
  filter: CourseFacets;
}

/** The courses with a level and fee filter that works before hydration (radios, CSS), then in the URL. */
export function FilteredCourseList({ courses, filter }: Props) {
  const coursesWords = useWords('courses');
  const { facets, tagsOf } = filter;
  const form = useRef<HTMLFormElement>(null);
  const choice = useCourseFilter(form, facets);
  const tagged = useMemo(
    () => courses.map((course) => ({ course, tags: tagsOf(course) })),
    [courses, tagsOf],
  );
  const filterCss = useMemo(
    () =>
      courseFilterCss(
        facets,
        tagged.map(({ tags }) => tags),
      ),
    [facets, tagged],
  );
  const shown = tagged.filter(({ tags }) => matchesChoice(tags, choice)).length;

  return (
    <chakra.div css={filterCss}>
      <CourseFilterForm facets={facets} formRef={form} />
      <ShownCount shown={shown} total={courses.length} />
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: 4, md: 6 }}>
        {tagged.map(({ course, tags }) => (
          // Tags for the CSS filter; `hidden` repeats it after hydration where `:has()` is missing.
          // The card inside keeps the server's markup: only these attributes change with a choice.
          <chakra.div
            key={course.id}
            display="grid"
            data-level={tags.level.join(' ')}
            data-fee={tags.fee.join(' ')}
            hidden={!matchesChoice(tags, choice) || undefined}
          >
            <PrerenderedPart>
              {/* The hero and the filter fill the first screen, at 375 px as at 1280 x 800. */}
              <CourseCard course={course} lazyImage css={compactCourseCardCss} />
            </PrerenderedPart>
          </chakra.div>
        ))}
      </SimpleGrid>
      <Text data-empty="" py="6">
        {coursesWords.filter.noMatch}
      </Text>
    </chakra.div>
  );
}

/**
 * "Showing n of m courses", empty in the HTML (a live region must exist before it speaks). Its own
 * component, so only it re-renders at hydration, not every card.
 */
function ShownCount({ shown, total }: { shown: number; total: number }) {
  const coursesWords = useWords('courses');
  const hydrated = useHydrated();
  return (
    <Text aria-live="polite" fontWeight="medium" mb="4" minH="1.5em">
      {hydrated &&
        (shown === total ? coursesWords.filter.showingAll(total) : coursesWords.filter.showing(shown, total))}
    </Text>
  );
}
