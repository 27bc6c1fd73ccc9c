import { expect, type Page } from '@playwright/test';
import { courseLevels } from '../../src/content/course-levels.ts';
import { loadContent } from '../../tools/content-data.ts';

/**
 * What the courses filter should show, worked out from content/*.yml and from what each option's
 * label promises a student, independently of the site's own code (src/features/course-filter/course-facets.ts).
 */
const content = loadContent();
const courses = content.courses;
const packages = content.packages;

export const allTitles = courses.map((course) => course.title);

export interface Option {
  facet: 'Level' | 'Fee';
  label: string;
  value: string;
}

const amount = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** The fee range a band's label states: "Under KSh 6,000", "KSh 6,000 – 9,999", "KSh 10,000 and over". */
export function feeRange(label: string): { min: number; max: number } {
  const under = /^Under (.+)$/.exec(label);
  if (under) return { min: 0, max: amount(under[1] ?? '') - 1 };
  const over = /^(.+) and over$/.exec(label);
  if (over) return { min: amount(over[1] ?? ''), max: Number.POSITIVE_INFINITY };
  const [low = '', high = ''] = label.split('–');
  return { min: amount(low), max: amount(high) };
}

/** Where the fee bands should start: at each package's lowest fee but the cheapest package's. */
export const expectedBandStarts = [...new Set(packages.map((pack) => pack.price.min))]
  .sort((a, b) => a - b)
  .slice(1);

// The steps a level range runs through ("Beginner to Advanced"), in order: the schema's levels that are not ranges.
const steps: string[] = courseLevels.filter((level) => level !== 'All Levels' && !level.includes(' to '));

/** Whether a course at this level (a step, "X to Y", or "All Levels") is open to a student at `step`. */
function levelCovers(level: string, step: string): boolean {
  if (level === 'All Levels') return true;
  const [from = level, to = from] = level.split(' to ');
  const index = steps.indexOf(step);
  return steps.indexOf(from) <= index && index <= steps.indexOf(to);
}

/** The titles, in page order, of the courses a choice of options should show. */
export function expectedTitles(...chosen: readonly Option[]): string[] {
  return courses
    .filter((course) =>
      chosen.every((option) => {
        if (option.value === '') return true;
        if (option.facet === 'Level') return levelCovers(course.level, option.label);
        const { min, max } = feeRange(option.label);
        return course.price >= min && course.price <= max;
      }),
    )
    .map((course) => course.title);
}

export const courseList = (page: Page) => page.getByRole('region', { name: 'All courses' });
export const facetGroup = (page: Page, facet: Option['facet']) =>
  page.getByRole('form', { name: 'Filter courses' }).getByRole('group', { name: facet });
export const radio = (page: Page, option: Option) =>
  facetGroup(page, option.facet).getByRole('radio', { name: option.label, exact: true });

/** Every option of a facet as the page offers it, "any" first. */
export async function optionsOf(page: Page, facet: Option['facet']): Promise<Option[]> {
  // The HTML may still be arriving (tests that act before hydration read it at once).
  await facetGroup(page, facet).getByRole('radio').last().waitFor({ state: 'attached' });
  const options = await facetGroup(page, facet)
    .getByRole('radio')
    .evaluateAll((inputs) =>
      (inputs as HTMLInputElement[]).map((input) => ({
        label: (input.labels?.[0]?.textContent ?? '').trim(),
        value: input.value,
      })),
    );
  return options.map((option) => ({ facet, ...option }));
}

/** The visible cards are exactly these courses, in this order. */
export async function expectShown(page: Page, titles: readonly string[], message?: string) {
  await expect(courseList(page).getByRole('article').getByRole('heading', { level: 3 }), message).toHaveText([
    ...titles,
  ]);
}

/** The "no course matches" note, whichever way it is shown. */
export const emptyNote = (page: Page) => courseList(page).getByText(/^No course matches these filters/);

export const clearFilters = (page: Page) =>
  page.getByRole('form', { name: 'Filter courses' }).getByRole('button', { name: 'Clear filters' });
