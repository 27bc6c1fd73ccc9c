/**
 * The interface's words, one catalogue per page or part (common, booking, when, …) in each
 * language's folder (en/, sw/). English's type is the contract each language keeps, so a missing
 * key is a type error, not a blank. A page loads only the catalogues it shows, in its language
 * (src/locale/locale-modules.ts).
 */
import type { AboutWords } from './en/about.ts';
import type { BookingWords } from './en/booking.ts';
import type { CommonWords } from './en/common.ts';
import type { CommunityWords } from './en/community.ts';
import type { CorporateWords } from './en/corporate.ts';
import type { CoursePageWords } from './en/course-page.ts';
import type { CoursesWords } from './en/courses.ts';
import type { ErrorScreenWords } from './en/error-screen.ts';
import type { FaqsWords } from './en/faqs.ts';
import type { HomeWords } from './en/home.ts';
import type { MetaWords } from './en/meta.ts';
import type { NotFoundWords } from './en/not-found.ts';
import type { PwaWords } from './en/pwa.ts';
import type { WhenWords } from './en/when.ts';

export interface Catalogues {
  about: AboutWords;
  booking: BookingWords;
  common: CommonWords;
  community: CommunityWords;
  corporate: CorporateWords;
  'course-page': CoursePageWords;
  courses: CoursesWords;
  'error-screen': ErrorScreenWords;
  faqs: FaqsWords;
  home: HomeWords;
  meta: MetaWords;
  'not-found': NotFoundWords;
  pwa: PwaWords;
  when: WhenWords;
}

export type CatalogueName = keyof Catalogues;
