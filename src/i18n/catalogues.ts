/**
 * The interface's words, one catalogue per page or part (common, booking, when, …) in each
 * language's folder (en/, sw/). English's type is the contract each language keeps, so a missing
 * key is a type error, not a blank. A page loads only the catalogues it shows, in its language
 * (src/locale/locale-modules.ts).
 */
import type { AboutStrings } from './en/about';
import type { BookingStrings } from './en/booking';
import type { CommonStrings } from './en/common';
import type { CommunityStrings } from './en/community';
import type { CorporateStrings } from './en/corporate';
import type { CoursePageStrings } from './en/course-page';
import type { CoursesStrings } from './en/courses';
import type { ErrorScreenStrings } from './en/error-screen';
import type { FaqsStrings } from './en/faqs';
import type { HomeStrings } from './en/home';
import type { MetaStrings } from './en/meta';
import type { NotFoundStrings } from './en/not-found';
import type { PwaStrings } from './en/pwa';
import type { WhenStrings } from './en/when';

export interface Catalogues {
  about: AboutStrings;
  booking: BookingStrings;
  common: CommonStrings;
  community: CommunityStrings;
  corporate: CorporateStrings;
  'course-page': CoursePageStrings;
  courses: CoursesStrings;
  'error-screen': ErrorScreenStrings;
  faqs: FaqsStrings;
  home: HomeStrings;
  meta: MetaStrings;
  'not-found': NotFoundStrings;
  pwa: PwaStrings;
  when: WhenStrings;
}

export type CatalogueName = keyof Catalogues;
