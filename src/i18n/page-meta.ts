/** Each page's title and search description in its language, around the college's own figures. */
import type { PageKey } from '../config/paths';
import { lowestFee, type Course } from '../content/courses';
import { campusTowns, type Site } from '../content/site';
import { formatPrice } from '../lib/format-price';
import { listPhrase } from '../lib/wording';
import { courseFee } from './course-fee';
import type { CommonWords } from './en/common';
import type { MetaFacts, MetaWords } from './en/meta';

export interface PageMetaSources {
  meta: MetaWords;
  common: CommonWords;
  site: Site;
  courses: readonly Course[];
}

const factsOf = ({ common, site, courses }: PageMetaSources): MetaFacts => ({
  name: site.name,
  shortName: site.shortName,
  townsAnd: listPhrase(campusTowns(site), common.conjunctions.and),
  townsOr: listPhrase(campusTowns(site), common.conjunctions.or),
  courseCount: courses.length,
  lowestFee: formatPrice(lowestFee(courses)),
});

/** A page's title and search description (about 150 characters); a course page's names its course. */
export function pageMeta(key: PageKey | 'notFound' | 'course', sources: PageMetaSources, slug?: string) {
  const facts = factsOf(sources);
  const { meta } = sources.meta;
  if (key !== 'course') return meta[key](facts);
  const course = sources.courses.find((candidate) => candidate.slug === slug);
  if (!course) throw new Error(`No course "${slug ?? ''}" for a course page`);
  return meta.course(facts, {
    title: course.title,
    price: courseFee(course, sources.common),
    duration: sources.common.course.length(course.weeks, course.perProgrammingLanguage),
    level: sources.common.levels[course.level],
    description: course.description,
  });
}
