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
  { label: 'Home', to: paths.home },
  { label: 'Courses', to: paths.courses },
  {
    id: 'about',
    label: 'About',
    items: [
      { label: 'About Us', to: paths.about },
      { label: 'Courses', to: paths.courses },
      { label: 'FAQs', to: paths.faqs },
    ],
  },
  {
    id: 'community',
    label: 'Community',
    items: [
      { label: 'Partners', to: `${paths.community}#${sections.partners}` },
      { label: 'Women & Tech', to: `${paths.community}#${sections.womenInTech}` },
      { label: 'Alumni', to: `${paths.community}#${sections.alumni}` },
    ],
  },
  {
    id: 'corporate',
    label: 'Corporate',
    items: [
      { label: 'Corporate Courses', to: `${paths.corporate}#${sections.corporateCourses}` },
      { label: 'Corporate Solutions', to: `${paths.corporate}#${sections.corporateSolutions}` },
      { label: 'Corporate Training', to: `${paths.corporate}#${sections.corporateTraining}` },
      { label: 'Hire Our Graduates', to: `${paths.corporate}#${sections.hireGraduates}` },
    ],
  },
] as const satisfies readonly NavEntry[];

export const bookAppointment = {
  label: 'Book Appointment',
  to: paths.booking,
} as const satisfies NavLinkItem;
