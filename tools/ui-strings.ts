import type { Locale } from '../src/config/locales.ts';
import type { Catalogues } from '../src/i18n/catalogues.ts';
import { strings as enAbout } from '../src/i18n/en/about.ts';
import { strings as enBooking } from '../src/i18n/en/booking.ts';
import { strings as enCommon } from '../src/i18n/en/common.ts';
import { strings as enCommunity } from '../src/i18n/en/community.ts';
import { strings as enCorporate } from '../src/i18n/en/corporate.ts';
import { strings as enCoursePage } from '../src/i18n/en/course-page.ts';
import { strings as enCourses } from '../src/i18n/en/courses.ts';
import { strings as enErrorScreen } from '../src/i18n/en/error-screen.ts';
import { strings as enFaqs } from '../src/i18n/en/faqs.ts';
import { strings as enHome } from '../src/i18n/en/home.ts';
import { strings as enMeta } from '../src/i18n/en/meta.ts';
import { strings as enNotFound } from '../src/i18n/en/not-found.ts';
import { strings as enPwa } from '../src/i18n/en/pwa.ts';
import { strings as enWhen } from '../src/i18n/en/when.ts';
import { strings as swAbout } from '../src/i18n/sw/about.ts';
import { strings as swBooking } from '../src/i18n/sw/booking.ts';
import { strings as swCommon } from '../src/i18n/sw/common.ts';
import { strings as swCommunity } from '../src/i18n/sw/community.ts';
import { strings as swCorporate } from '../src/i18n/sw/corporate.ts';
import { strings as swCoursePage } from '../src/i18n/sw/course-page.ts';
import { strings as swCourses } from '../src/i18n/sw/courses.ts';
import { strings as swErrorScreen } from '../src/i18n/sw/error-screen.ts';
import { strings as swFaqs } from '../src/i18n/sw/faqs.ts';
import { strings as swHome } from '../src/i18n/sw/home.ts';
import { strings as swMeta } from '../src/i18n/sw/meta.ts';
import { strings as swNotFound } from '../src/i18n/sw/not-found.ts';
import { strings as swPwa } from '../src/i18n/sw/pwa.ts';
import { strings as swWhen } from '../src/i18n/sw/when.ts';

/**
 * Every catalogue of the site's words (src/i18n/) in every language, for what reads them outside
 * the pages: the build's own files (the courses' share cards, the web manifest) and the tests. The
 * pages read theirs with useWords, a catalogue at a time.
 */
export const uiStrings: Record<Locale, Catalogues> = {
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
