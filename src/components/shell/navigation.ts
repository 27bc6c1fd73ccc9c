import { paths, sections } from '../../config/paths';
import type { CommonWords } from '../../i18n/en/common';

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
export const mainNavigation = ({ nav }: CommonWords): readonly NavEntry[] => [
  { label: nav.home, to: paths.home },
  { label: nav.courses, to: paths.courses },
  {
    id: 'about',
    label: nav.about,
    items: [
      { label: nav.aboutUs, to: paths.about },
      { label: nav.courses, to: paths.courses },
      { label: nav.faqs, to: paths.faqs },
    ],
  },
  {
    id: 'community',
    label: nav.community,
    items: [
      { label: nav.partners, to: `${paths.community}#${sections.partners}` },
      { label: nav.womenInTech, to: `${paths.community}#${sections.womenInTech}` },
      { label: nav.alumni, to: `${paths.community}#${sections.alumni}` },
    ],
  },
  {
    id: 'corporate',
    label: nav.corporate,
    items: [
      { label: nav.corporateCourses, to: `${paths.corporate}#${sections.corporateCourses}` },
      { label: nav.corporateSolutions, to: `${paths.corporate}#${sections.corporateSolutions}` },
      { label: nav.corporateTraining, to: `${paths.corporate}#${sections.corporateTraining}` },
      { label: nav.hireGraduates, to: `${paths.corporate}#${sections.hireGraduates}` },
    ],
  },
];

/** The header's call to action. */
export const bookAppointment = ({ nav }: CommonWords): NavLinkItem => ({
  label: nav.bookAppointment,
  to: paths.booking,
});
