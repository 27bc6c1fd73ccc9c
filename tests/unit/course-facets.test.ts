import { describe, expect, it } from 'vitest';
import {
  courseFacets,
  feeBands,
  levelSpan,
  levelSteps,
  matchesChoice,
  type CourseTags,
} from '../../src/features/course-filter/course-facets';
import { courseLevels, type CourseLevel } from '../../src/content/course-levels';
import type { Course } from '../../src/content/courses';
import type { CoursePackage } from '../../src/content/packages';
import { courseFilterCss } from '../../src/features/course-filter/course-filter-css';
import { words as common } from '../../src/i18n/en/common';
import { words as coursesWords } from '../../src/i18n/en/courses';
import { words as swCommon } from '../../src/i18n/sw/common';
import { words as swCourses } from '../../src/i18n/sw/courses';
import { formatPrice } from '../../src/lib/format-price';
import { localeDataOf } from '../support/locale-data';

// The site's own courses and packages, as the courses page reads them.
const { content } = await localeDataOf('en');
const courses = content('courses');
const words = { common, courses: coursesWords };
const { filter } = coursesWords;

const pack = (min: number, max: number): CoursePackage => ({
  name: `From ${min}`,
  price: { min, max },
  popular: false,
  summary: 'A package.',
  includes: ['Something'],
});

// A course as the facets read it: only its level and fee matter.
const course = (slug: string, level: CourseLevel, price: number): Course => ({
  ...(courses[0] as Course),
  slug,
  level,
  price,
});

describe('levels', () => {
  it('are the single steps of the schema, in order', () => {
    expect(levelSteps).toEqual(['Beginner', 'Intermediate', 'Advanced']);
  });

  it('every level the schema allows spans one step or more, a range every step between its ends', () => {
    for (const level of courseLevels) expect(levelSpan(level).length, level).toBeGreaterThan(0);
    expect(levelSpan('Beginner to Advanced')).toEqual(['Beginner', 'Intermediate', 'Advanced']);
    expect(levelSpan('Intermediate to Advanced')).toEqual(['Intermediate', 'Advanced']);
    expect(levelSpan('All Levels')).toEqual(levelSteps);
    expect(levelSpan('Beginner')).toEqual(['Beginner']);
  });
});

describe('fee bands', () => {
  it('cut where the packages start, so every fee falls in exactly one band', () => {
    const bands = feeBands([pack(10000, 12000), pack(4000, 6000), pack(6000, 8000)], coursesWords);
    expect(bands.map(({ value, label }) => [value, label])).toEqual([
      ['under-6000', filter.under(formatPrice(6000))],
      ['6000-to-9999', 'KSh 6,000 – 9,999'],
      ['10000-and-over', filter.andOver(formatPrice(10000))],
    ]);
    for (const fee of [1, 3999, 5999, 6000, 8001, 9999, 10000, 250000]) {
      const holding = bands.filter((band) => fee >= band.min && (band.max === undefined || fee <= band.max));
      expect(holding, `KSh ${fee}`).toHaveLength(1);
    }
  });

  it('one package (or none) gives no bands: nothing to choose between', () => {
    expect(feeBands([pack(4000, 6000)], coursesWords)).toEqual([]);
    expect(feeBands([], coursesWords)).toEqual([]);
  });
});

describe('courseFacets', () => {
  const packages = [pack(4000, 6000), pack(6000, 8000), pack(10000, 12000)];

  it('tags each course with the steps of its level and its fee band', () => {
    const { tagsOf } = courseFacets([], packages, words);
    expect(tagsOf(course('a', 'Beginner to Intermediate', 6000))).toEqual({
      level: ['beginner', 'intermediate'],
      fee: ['6000-to-9999'],
    });
    expect(tagsOf(course('b', 'All Levels', 3000))).toEqual({
      level: ['beginner', 'intermediate', 'advanced'],
      fee: ['under-6000'],
    });
  });

  it('offers only options some course has, and drops a facet left with one option', () => {
    const list = [course('a', 'Beginner', 4000), course('b', 'Intermediate', 5000)];
    const { facets } = courseFacets(list, packages, words);
    expect(facets.map((facet) => [facet.name, facet.options.map((option) => option.value)])).toEqual([
      ['level', ['beginner', 'intermediate']],
    ]);
  });

  it('follows an edited fee: a course moved to KSh 9,000 is found under the middle band only', () => {
    const { facets, tagsOf } = courseFacets(
      [course('a', 'Beginner', 9000), course('b', 'Beginner', 4000)],
      packages,
      words,
    );
    expect(tagsOf(course('a', 'Beginner', 9000)).fee).toEqual(['6000-to-9999']);
    expect(facets.find((facet) => facet.name === 'fee')?.options.map((option) => option.value)).toEqual([
      'under-6000',
      '6000-to-9999',
    ]);
  });

  it('words each facet and option in the language of the words given', () => {
    const list = [course('a', 'Beginner', 4000), course('b', 'Advanced', 12000)];
    const shown = (facetWords: typeof words) =>
      courseFacets(list, packages, facetWords).facets.map(({ name, legend, anyLabel, options }) => ({
        name,
        legend,
        anyLabel,
        labels: options.map((option) => option.label),
      }));
    for (const [language, facetWords] of Object.entries({
      en: words,
      sw: { common: swCommon, courses: swCourses },
    })) {
      expect(shown(facetWords), language).toEqual([
        {
          name: 'level',
          legend: facetWords.common.course.level,
          anyLabel: facetWords.courses.filter.allLevels,
          labels: [facetWords.common.levels.Beginner, facetWords.common.levels.Advanced],
        },
        {
          name: 'fee',
          legend: facetWords.courses.filter.fee,
          anyLabel: facetWords.courses.filter.anyFee,
          labels: [
            facetWords.courses.filter.under(formatPrice(6000)),
            facetWords.courses.filter.andOver(formatPrice(10000)),
          ],
        },
      ]);
    }
    expect(shown({ common: swCommon, courses: swCourses })).not.toEqual(shown(words));
  });

  it('matches a choice when every facet is "any" or one of the course’s tags', () => {
    const tags: CourseTags = { level: ['beginner', 'intermediate'], fee: ['under-6000'] };
    expect(matchesChoice(tags, { level: '', fee: '' })).toBe(true);
    expect(matchesChoice(tags, { level: 'intermediate', fee: '' })).toBe(true);
    expect(matchesChoice(tags, { level: 'intermediate', fee: 'under-6000' })).toBe(true);
    expect(matchesChoice(tags, { level: 'advanced', fee: '' })).toBe(false);
    expect(matchesChoice(tags, { level: '', fee: '10000-and-over' })).toBe(false);
  });

  it('the site’s own data: every course is under one fee band and at least one level', () => {
    const { facets, tagsOf } = courseFacets(courses, content('packages'), words);
    expect(facets.map((facet) => facet.name)).toEqual(['level', 'fee']);
    for (const item of courses) {
      expect(tagsOf(item).fee, item.slug).toHaveLength(1);
      expect(tagsOf(item).level.length, item.slug).toBeGreaterThan(0);
    }
  });
});

describe('courseFilterCss', () => {
  const packages = [pack(4000, 6000), pack(10000, 12000)];

  it('hides the cards a checked option does not tag, per option', () => {
    const list = [course('a', 'Beginner', 4000), course('b', 'Advanced', 12000)];
    const { facets, tagsOf } = courseFacets(list, packages, words);
    const rules = courseFilterCss(facets, list.map(tagsOf));
    expect(
      rules['&:has([name=level][value="beginner"]:checked) [data-level]:not([data-level~="beginner"])'],
    ).toEqual({ display: 'none' });
    expect(
      rules['&:has([name=fee][value="10000-and-over"]:checked) [data-fee]:not([data-fee~="10000-and-over"])'],
    ).toEqual({ display: 'none' });
  });

  it('shows the empty note for exactly the combinations no course has', () => {
    // Beginner courses are all cheap and Advanced ones all dear: two of four combinations are empty.
    const list = [course('a', 'Beginner', 4000), course('b', 'Advanced', 12000)];
    const { facets, tagsOf } = courseFacets(list, packages, words);
    const rules = courseFilterCss(facets, list.map(tagsOf));
    const shown = Object.entries(rules)
      .filter(([, style]) => style.display === 'block')
      .map(([selector]) => selector);
    expect(shown).toEqual([
      '&:has([name=level][value="beginner"]:checked):has([name=fee][value="10000-and-over"]:checked) [data-empty]',
      '&:has([name=level][value="advanced"]:checked):has([name=fee][value="under-10000"]:checked) [data-empty]',
    ]);
    expect(rules['& [data-empty]']).toEqual({ display: 'none' });
  });
});
