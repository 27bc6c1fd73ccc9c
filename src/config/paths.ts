import { localeInfo, type Locale } from './locales.ts';

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

export type SectionName = keyof typeof sections;

/** Where the header's navigation lists a page (src/components/shell/navigation.ts). */
export interface NavPlace {
  /** A link of its own in the bar. */
  bar?: boolean;
  /** An item of the menu headed by this page (by its key); a page heading a menu is its first item. */
  menu?: string;
  /** A menu of its own, of links to these sections of it. */
  sections?: readonly SectionName[];
  /** Its words in the menu, when not its key's (`nav.aboutUs` under `nav.about`). */
  label?: string;
}

/** A page of the site: what every list of pages (routes, menus, footer, benchmarks) reads. */
export interface PageRow {
  path: `/${string}`;
  nav?: NavPlace;
  /** Listed in the footer's Explore links (its words: `shell.quickLinks.<key>`). */
  footer?: boolean;
  /** The header's call to action rather than a menu item. */
  callToAction?: boolean;
}

/**
 * Every page of the site, in navigation order. The page's module is src/pages/<key>-page.tsx, its
 * words `nav.<key>`, `shell.quickLinks.<key>` and `meta.<key>` in each language. Course pages are
 * the course route's (src/app/route-table.ts).
 */
export const pages = {
  home: { path: '/', nav: { bar: true } },
  courses: { path: '/courses', nav: { bar: true, menu: 'about' }, footer: true },
  about: { path: '/about', nav: { menu: 'about', label: 'aboutUs' }, footer: true },
  faqs: { path: '/faqs', nav: { menu: 'about' }, footer: true },
  community: {
    path: '/community',
    nav: { sections: ['partners', 'womenInTech', 'alumni'] },
    footer: true,
  },
  corporate: {
    path: '/corporate',
    nav: { sections: ['corporateCourses', 'corporateSolutions', 'corporateTraining', 'hireGraduates'] },
    footer: true,
  },
  booking: { path: '/booking', footer: true, callToAction: true },
} as const satisfies Record<string, PageRow>;

export type PageKey = keyof typeof pages;
export const pageKeys = Object.keys(pages) as PageKey[];

/** A page's row, read as any row (the table's own type keeps each row's literals). */
export const pageRow = (key: PageKey): PageRow => pages[key];

type Rows = (typeof pages)[PageKey];
type LabelOf<Row> = Row extends { nav: { label: infer Label extends string } } ? Label : never;
type SectionsOf<Row> = Row extends { nav: { sections: readonly (infer Section)[] } } ? Section : never;
/** Every word the navigation reads from the table: a page's, a menu's section's, a page's own in a menu. */
export type NavLabel = NavPageKey | SectionsOf<Rows> | LabelOf<Rows>;
type NavPageKey = { [Key in PageKey]: (typeof pages)[Key] extends { nav: NavPlace } ? Key : never }[PageKey];

/** Every page's address by its key: links and routes both read from here. */
export const paths = Object.fromEntries(pageKeys.map((key) => [key, pages[key].path])) as {
  readonly [Key in PageKey]: (typeof pages)[Key]['path'];
};

/**
 * Where the installed app opens (the manifest's start_url): the home page of the language chosen
 * last, from the service worker or else the build's start page (tools/start-page-plugin.ts).
 */
export const appStartPath = '/start';

/** A course's own page: `/courses/web-development`, prerendered to `courses/web-development.html`. */
export const coursePath = (slug: string) => `${paths.courses}/${slug}`;

/**
 * A course's share card (tools/share-images-plugin.ts): a palette PNG beside an illustration (a few
 * KB), a JPEG beside a photo, which a palette would band and a full-colour PNG make several times larger.
 */
export function courseShareCard(slug: string, imageSrc: string, locale: Locale) {
  const photo = !imageSrc.toLowerCase().endsWith('.svg');
  // Each language's cards apart: the Kiswahili card says the course in Kiswahili.
  return {
    path: `/${localeInfo[locale].shareCards}courses/${slug}.${photo ? 'jpg' : 'png'}`,
    type: photo ? 'image/jpeg' : 'image/png',
  } as const;
}

/** The college's share card in a language, for every page but a course's: a palette PNG (flat colours). */
export const collegeShareCard = (locale: Locale) =>
  ({ path: `/${localeInfo[locale].shareCards}college.png`, type: 'image/png' }) as const;
