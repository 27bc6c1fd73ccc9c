import { anyChoice, matchesChoice, type CourseTags, type Facet, type FacetChoice } from './course-facets';

type Rules = Record<string, { display: 'none' | 'block' }>;

const checked = (facet: Facet, value: string) => `:has([name=${facet.name}][value="${value}"]:checked)`;

/**
 * The filter as CSS, so it works from the first paint and with JavaScript off (given `:has()`): a
 * checked option hides every card not tagged with it, and the "no course matches" note shows for
 * each combination no course has (computed here: a rule for every combination would cost bytes).
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
