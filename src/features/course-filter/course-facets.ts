/**
 * The courses page's filter choices (level, fee), derived from the courses and packages, so a staff
 * edit moves a course to the right options and an option no course has is not offered.
 */
import { formatPrice, formatPriceBand } from '../../lib/format-price';
import { courseLevels, type CourseLevel } from '../../content/course-levels';
import type { Course } from '../../content/courses';
import type { CoursePackage } from '../../content/packages';
import type { CommonWords } from '../../i18n/en/common';
import type { CoursesWords } from '../../i18n/en/courses';

export type FacetName = 'level' | 'fee';

export interface FacetOption {
  /** Its value in the URL (`?level=beginner`) and on the radio. */
  value: string;
  label: string;
}

export interface Facet {
  name: FacetName;
  legend: string;
  /** The label of the option that does not narrow the list (value ''). */
  anyLabel: string;
  options: readonly FacetOption[];
}

/** What the visitor chose in each facet; '' is "any". */
export type FacetChoice = Record<FacetName, string>;

export const anyChoice: FacetChoice = { level: '', fee: '' };

/** The options of each facet a course belongs to. */
export type CourseTags = Record<FacetName, readonly string[]>;

const allLevels: CourseLevel = 'All Levels';

/** The single steps, in order (Beginner, Intermediate, Advanced): the levels that are not ranges. */
export const levelSteps: readonly string[] = courseLevels.filter(
  (level) => level !== allLevels && !level.includes(' to '),
);

/**
 * The steps a course's level spans: a student knows their step, not the range names, so "Beginner
 * to Advanced" is listed under each step of its range ("All Levels" under every step).
 */
export function levelSpan(level: CourseLevel): readonly string[] {
  if (level === allLevels) return levelSteps;
  const [from = level, to = from] = level.split(' to ');
  const start = levelSteps.indexOf(from);
  const end = levelSteps.indexOf(to);
  if (start < 0 || end < start) throw new Error(`Course level "${level}" is not a step or a range of steps`);
  return levelSteps.slice(start, end + 1);
}

const stepValue = (step: string) => step.toLowerCase().replace(/\s+/g, '-');

export interface FeeBand extends FacetOption {
  min: number;
  /** Inclusive; none for the top band. */
  max?: number;
}

/**
 * Fee bands cut where the packages start: unlike the packages' own ranges, which overlap and leave
 * gaps, every fee falls in exactly one band, so a course at any fee is found under one of them.
 */
export function feeBands(packages: readonly CoursePackage[], { filter }: CoursesWords): readonly FeeBand[] {
  const starts = [...new Set(packages.map((pack) => pack.price.min))].sort((a, b) => a - b).slice(1);
  const [first] = starts;
  if (first === undefined) return [];
  return [
    { value: `under-${first}`, label: filter.under(formatPrice(first)), min: 0, max: first - 1 },
    ...starts.map((min, index): FeeBand => {
      const next = starts[index + 1];
      return next === undefined
        ? { value: `${min}-and-over`, label: filter.andOver(formatPrice(min)), min }
        : {
            value: `${min}-to-${next - 1}`,
            label: formatPriceBand({ min, max: next - 1 }),
            min,
            max: next - 1,
          };
    }),
  ];
}

export interface CourseFacets {
  /** Only facets with two options or more: one would leave nothing to choose. */
  facets: readonly Facet[];
  tagsOf: (course: Course) => CourseTags;
}

/** The facets of this list of courses, offering only options that some course has. */
export function courseFacets(
  courses: readonly Course[],
  packages: readonly CoursePackage[],
  words: { common: CommonWords; courses: CoursesWords },
): CourseFacets {
  const { filter } = words.courses;
  const bands = feeBands(packages, words.courses);
  const tagsOf = (course: Course): CourseTags => ({
    level: levelSpan(course.level).map(stepValue),
    fee: bands
      .filter((band) => course.price >= band.min && (band.max === undefined || course.price <= band.max))
      .map((band) => band.value),
  });
  const tags = courses.map(tagsOf);
  const offered = (facet: Facet): Facet => ({
    ...facet,
    options: facet.options
      .filter((option) => tags.some((course) => course[facet.name].includes(option.value)))
      .map(({ value, label }) => ({ value, label })),
  });
  const facets = [
    offered({
      name: 'level',
      legend: words.common.course.level,
      anyLabel: filter.allLevels,
      options: levelSteps.map((step) => ({
        value: stepValue(step),
        label: words.common.levels[step as CourseLevel],
      })),
    }),
    offered({ name: 'fee', legend: filter.fee, anyLabel: filter.anyFee, options: bands }),
  ].filter((item) => item.options.length > 1);
  return { facets, tagsOf };
}

/** Whether a course with these tags is shown for this choice. */
export function matchesChoice(tags: CourseTags, choice: FacetChoice): boolean {
  return (Object.keys(choice) as FacetName[]).every(
    (name) => !choice[name] || tags[name].includes(choice[name]),
  );
}
