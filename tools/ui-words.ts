import type { Locale } from '../src/config/locales.ts';
import type { Catalogues } from '../src/i18n/catalogues.ts';
import { words as enAbout } from '../src/i18n/en/about.ts';
import { words as enBooking } from '../src/i18n/en/booking.ts';
import { words as enCommon } from '../src/i18n/en/common.ts';
import { words as enCommunity } from '../src/i18n/en/community.ts';
import { words as enCorporate } from '../src/i18n/en/corporate.ts';
import { words as enCoursePage } from '../src/i18n/en/course-page.ts';
import { words as enCourses } from '../src/i18n/en/courses.ts';
import { words as enErrorScreen } from '../src/i18n/en/error-screen.ts';
import { words as enFaqs } from '../src/i18n/en/faqs.ts';
import { words as enHome } from '../src/i18n/en/home.ts';
import { words as enMeta } from '../src/i18n/en/meta.ts';
import { words as enNotFound } from '../src/i18n/en/not-found.ts';
import { words as enPwa } from '../src/i18n/en/pwa.ts';
import { words as enWhen } from '../src/i18n/en/when.ts';
import { words as swAbout } from '../src/i18n/sw/about.ts';
import { words as swBooking } from '../src/i18n/sw/booking.ts';
import { words as swCommon } from '../src/i18n/sw/common.ts';
import { words as swCommunity } from '../src/i18n/sw/community.ts';
import { words as swCorporate } from '../src/i18n/sw/corporate.ts';
import { words as swCoursePage } from '../src/i18n/sw/course-page.ts';
import { words as swCourses } from '../src/i18n/sw/courses.ts';
import { words as swErrorScreen } from '../src/i18n/sw/error-screen.ts';
import { words as swFaqs } from '../src/i18n/sw/faqs.ts';
import { words as swHome } from '../src/i18n/sw/home.ts';
import { words as swMeta } from '../src/i18n/sw/meta.ts';
import { words as swNotFound } from '../src/i18n/sw/not-found.ts';
import { words as swPwa } from '../src/i18n/sw/pwa.ts';
import { words as swWhen } from '../src/i18n/sw/when.ts';

/**
 * Every catalogue of the site's words (src/i18n/) in every language, for what reads them outside
 * the pages: the build's own files (the courses' share cards, the web manifest) and the tests. The
 * pages read theirs with useWords, a catalogue at a time.
 */
export const uiWords: Record<Locale, Catalogues> = {
  en: {
    about: enAbout,
    booking: enBooking,
    common: enCommon,
    community: enCommunity,
    corporate: enCorporate,
    'course-page': enCoursePage,
    courses: enCourses,
    'error-screen': enErrorScreen,
    faqs: enFaqs,
    home: enHome,
    meta: enMeta,
    'not-found': enNotFound,
    pwa: enPwa,
    when: enWhen,
  },
  sw: {
    about: swAbout,
    booking: swBooking,
    common: swCommon,
    community: swCommunity,
    corporate: swCorporate,
    'course-page': swCoursePage,
    courses: swCourses,
    'error-screen': swErrorScreen,
    faqs: swFaqs,
    home: swHome,
    meta: swMeta,
    'not-found': swNotFound,
    pwa: swPwa,
    when: swWhen,
  },
};
