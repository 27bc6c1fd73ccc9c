import type { CourseTags, Facet, FacetChoice } from './course-facets';
import { anyChoice, matchesChoice } from './course-facets';

type Rules = Record<string, { display: 'none' | 'block' }>;

const checked = (facet: Facet, value: string) => `:has([name=${facet.name}][value="${value}"]:checked)`;

/**
 * The filter as CSS, for the element holding the form and the list: it works from the first
 * paint and with JavaScript off, as long as the browser has `:has()` (after hydration the list
 * also marks unmatched cards `hidden`, see FilteredCourseList).
 *
 * - A checked option hides every card (`[data-<facet>]`) not tagged with it.
 * - `[data-empty]`, the "no course matches" note, shows for each combination of options (one
 *   per facet) that no course has. Computed from the courses' tags rather than written as a
 *   test of the cards in the page: that would be a rule per combination whether or not it is
 *   empty (today none is), bytes every visit pays for within the page's 14 KB.
 */
export function courseFilterCss(facets: readonly Facet[], tags: readonly CourseTags[]): Rules {
  const rules: Rules = { '& [data-empty]': { display: 'none' } };
  for (const facet of facets) {
    for (const { value } of facet.options) {
      rules[`&${checked(facet, value)} [data-${facet.name}]:not([data-${facet.name}~="${value}"])`] = {
        display: 'none',
      };
    }
  }
  // Every combination of one option per facet.
  let combinations: { has: string; choice: FacetChoice }[] = [{ has: '', choice: anyChoice }];
  for (const facet of facets) {
    combinations = combinations.flatMap(({ has, choice }) =>
      facet.options.map(({ value }) => ({
        has: has + checked(facet, value),
        choice: { ...choice, [facet.name]: value },
      })),
    );
  }
  for (const { has, choice } of combinations) {
    if (has && !tags.some((course) => matchesChoice(course, choice))) {
      rules[`&${has} [data-empty]`] = { display: 'block' };
    }
  }
  return rules;
}
