/**
 * The interface's words, one catalogue per page or part (common, booking, when, …) in each
 * language's folder (en/, sw/). English's type is the contract each language keeps, so a missing
 * key is a type error, not a blank. A page loads only the catalogues it shows, in its language
 * (src/locale/locale-modules.ts).
 */
import type { AboutStrings } from './en/about.ts';
import type { BookingStrings } from './en/booking.ts';
import type { CommonStrings } from './en/common.ts';
import type { CommunityStrings } from './en/community.ts';
import type { CorporateStrings } from './en/corporate.ts';
import type { CoursePageStrings } from './en/course-page.ts';
import type { CoursesStrings } from './en/courses.ts';
import type { ErrorScreenStrings } from './en/error-screen.ts';
import type { FaqsStrings } from './en/faqs.ts';
import type { HomeStrings } from './en/home.ts';
import type { MetaStrings } from './en/meta.ts';
import type { NotFoundStrings } from './en/not-found.ts';
import type { PwaStrings } from './en/pwa.ts';
import type { WhenStrings } from './en/when.ts';

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
