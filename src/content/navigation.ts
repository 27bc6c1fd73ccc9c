import { strings } from '#ui-strings/common';
import { paths, sections } from '../config/paths';

export interface NavLinkItem {
  label: string;
  /** A path from src/config/paths, optionally with a #section. */
  to: string;
}

export interface NavMenu {
  /** Used for element ids. */
  id: string;
  label: string;
  items: readonly NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavMenu;

export const isNavMenu = (entry: NavEntry): entry is NavMenu => 'items' in entry;

/** The main navigation, in the order the specification lists it; Book Appointment is separate. */
export const mainNavigation = [
  { label: strings.nav.home, to: paths.home },
  { label: strings.nav.courses, to: paths.courses },
  {
    id: 'about',
    label: strings.nav.about,
    items: [
      { label: strings.nav.aboutUs, to: paths.about },
      { label: strings.nav.courses, to: paths.courses },
      { label: strings.nav.faqs, to: paths.faqs },
    ],
  },
  {
    id: 'community',
    label: strings.nav.community,
    items: [
      { label: strings.nav.partners, to: `${paths.community}#${sections.partners}` },
      { label: strings.nav.womenInTech, to: `${paths.community}#${sections.womenInTech}` },
      { label: strings.nav.alumni, to: `${paths.community}#${sections.alumni}` },
    ],
  },
  {
    id: 'corporate',
    label: strings.nav.corporate,
    items: [
      { label: strings.nav.corporateCourses, to: `${paths.corporate}#${sections.corporateCourses}` },
      { label: strings.nav.corporateSolutions, to: `${paths.corporate}#${sections.corporateSolutions}` },
      { label: strings.nav.corporateTraining, to: `${paths.corporate}#${sections.corporateTraining}` },
      { label: strings.nav.hireGraduates, to: `${paths.corporate}#${sections.hireGraduates}` },
    ],
  },
] as const satisfies readonly NavEntry[];

export const bookAppointment = {
  label: strings.nav.bookAppointment,
  to: paths.booking,
} as const satisfies NavLinkItem;
