import type { PageKey } from '../config/paths';
import { formatPrice } from '../lib/format-price';
import { strings } from '#ui-strings/common';
import { strings as metaStrings } from '#ui-strings/meta';
import type { MetaFacts } from '../i18n/en/meta';
import { listPhrase } from '../lib/wording';
import { courses, lowestFee, type Course } from './courses';
import { campusTowns, site } from './site';

// Figures and places the staff edit (fees, the number of courses, the campuses) come from the data;
// the words around them from this build's language.

export interface PageMeta {
  /** Full document title. */
  title: string;
  /** Meta description: what a search result shows under the title (about 150 characters). */
  description: string;
}

const facts: MetaFacts = {
  name: site.name,
  shortName: site.shortName,
  townsAnd: listPhrase(campusTowns, strings.conjunctions.and),
  townsOr: listPhrase(campusTowns, strings.conjunctions.or),
  courseCount: courses.length,
  lowestFee: formatPrice(lowestFee),
};

export const pageMeta = {
  home: metaStrings.meta.home(facts),
  courses: metaStrings.meta.courses(facts),
  about: metaStrings.meta.about(facts),
  faqs: metaStrings.meta.faqs(facts),
  community: metaStrings.meta.community(facts),
  corporate: metaStrings.meta.corporate(facts),
  booking: metaStrings.meta.booking(facts),
  notFound: metaStrings.meta.notFound(facts),
} as const satisfies Record<PageKey | 'notFound', PageMeta>;

/** A course page's title and description: what a search result for the course shows. */
export function courseMeta(course: Course): PageMeta {
  return metaStrings.meta.course(facts, {
    title: course.title,
    price: formatPrice(course.price),
    duration: course.duration,
    level: strings.levels[course.level],
    description: course.description,
  });
}
