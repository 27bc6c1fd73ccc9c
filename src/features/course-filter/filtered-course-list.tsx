import { useMemo, useRef, type Ref, type SubmitEvent } from 'react';
import { Button, chakra, Flex, SimpleGrid, Text, type SystemStyleObject } from '@chakra-ui/react';
import { CourseCard } from '../../components/course-card';
import { focusRing } from '../../components/focus-ring';
import { PrerenderedPart } from '../../components/prerendered-part';
import { useHydrated } from '../../components/use-client-value';
import { matchesChoice, type CourseFacets, type Facet } from './course-facets';
import type { Course } from '../../content/courses';
import { courseFilterCss } from './course-filter-css';
import { useCourseFilter } from './use-course-filter';
import { useWords } from '../../locale/use-words';

/**
 * CourseCard below md as a compact row (/courses' ten cards take 2,500 px of a phone, not 5,900), styled
 * by position so the markup is the same at every width. Here, not in the card, so only this chunk carries it.
 */
const compactCourseCardCss = {
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
              <CourseCard course={course} css={compactCourseCardCss} />
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

interface FormProps {
  facets: readonly Facet[];
  formRef: Ref<HTMLFormElement>;
}

// A chip around a native radio: the radio itself stays visible and focusable (arrow keys move
// within a facet, Tab between facets), and the chip shows the checked and focused states by CSS.
const chipStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '1.5',
  borderWidth: '1px',
  borderColor: 'gray.300',
  rounded: 'full',
  cursor: 'pointer',
  fontSize: 'sm',
  '&:has(:checked)': { borderColor: 'brand.600', bg: 'brand.50', fontWeight: 'semibold' },
  '&:has(:focus-visible)': focusRing,
  '& input': { accentColor: 'brand.600', outline: 'none' },
} as const;

// Submitting would only reload the page (the filter never needs it): held back after hydration.
const keepPage = (event: SubmitEvent) => event.preventDefault();

/** The course filter: uncontrolled radios per facet, "any" checked in the HTML, which the CSS filters by. */
function CourseFilterForm({ facets, formRef }: FormProps) {
  const coursesWords = useWords('courses');
  return (
    <chakra.form
      ref={formRef}
      aria-label={coursesWords.filter.label}
      onSubmit={keepPage}
      display="flex"
      flexWrap="wrap"
      alignItems="end"
      gap={{ base: 4, md: 8 }}
      mb="6"
      // Clear filters shows only while a filter is on (a radio other than "any" is checked).
      css={{ '&:not(:has(:checked:not([value=""]))) [type=reset]': { display: 'none' } }}
    >
      {facets.map((facet) => (
        <chakra.fieldset key={facet.name}>
          <chakra.legend fontWeight="semibold" mb="2">
            {facet.legend}
          </chakra.legend>
          <Flex wrap="wrap" gap="2">
            {[{ value: '', label: facet.anyLabel }, ...facet.options].map((option) => (
              <chakra.label key={option.value} css={chipStyles}>
                <input type="radio" name={facet.name} value={option.value} defaultChecked={!option.value} />
                {option.label}
              </chakra.label>
            ))}
          </Flex>
        </chakra.fieldset>
      ))}
      {/* A reset: back to the HTML's "any" radios, with or without JavaScript. */}
      <Button type="reset" size="sm">
        {coursesWords.filter.clear}
      </Button>
    </chakra.form>
  );
}
