import { localeInfo, type Locale } from './locales.ts';

/** Every path the site links to, in one typed table: links and routes both read from here. */
export const paths = {
  home: '/',
  courses: '/courses',
  about: '/about',
  faqs: '/faqs',
  community: '/community',
  corporate: '/corporate',
  booking: '/booking',
} as const;

export type PageKey = keyof typeof paths;

/**
 * Where the installed app opens (the manifest's start_url): the service worker answers it with the
 * home page of the language chosen last; without the worker, the start page the build writes
 * (tools/start-page-plugin.ts) does the same.
 */
export const appStartPath = '/start';
export type AppPath = (typeof paths)[PageKey];

/**
 * A course's own page: `/courses/web-development`, prerendered to `courses/web-development.html`.
 * Like every page, the path without `.html` is served from that file (preview, nginx, the service worker).
 */
export const coursePath = (slug: string) => `${paths.courses}/${slug}`;

/**
 * A course's share card (drawn at build: tools/share-images-plugin.ts): a palette PNG beside an
 * illustration (a few flat colours, a few KB), a JPEG beside a photo, which a palette would band
 * and a full-colour PNG would make several times larger.
 */
export function courseShareCard(slug: string, imageSrc: string, locale: Locale) {
  const photo = !imageSrc.toLowerCase().endsWith('.svg');
  // Each language's cards apart: the Kiswahili card says the course in Kiswahili.
  return {
    path: `/${localeInfo[locale].shareCards}courses/${slug}.${photo ? 'jpg' : 'png'}`,
    type: photo ? 'image/jpeg' : 'image/png',
  } as const;
}

/**
 * The college's share card in a language, for every page but a course's (drawn at build from that
 * language's words: tools/share-images-plugin.ts): a palette PNG, as the card is a few flat colours.
 */
export const collegeShareCard = (locale: Locale) =>
  ({ path: `/${localeInfo[locale].shareCards}college.png`, type: 'image/png' }) as const;

/** Section anchors that menus link to; the pages render elements with these ids. */
export const sections = {
  partners: 'partners',
  womenInTech: 'women-in-tech',
  alumni: 'alumni',
  events: 'events',
  corporateCourses: 'corporate-courses',
  corporateSolutions: 'corporate-solutions',
  corporateTraining: 'corporate-training',
  hireGraduates: 'hire-our-graduates',
} as const;

export type SectionId = (typeof sections)[keyof typeof sections];
