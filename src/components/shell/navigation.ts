import { pageKeys, pageRow, paths, sections, type NavLabel, type PageKey } from '../../config/paths';
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

type NavEntry = NavLinkItem | NavMenu;

export const isNavMenu = (entry: NavEntry): entry is NavMenu => 'items' in entry;

/** A page as an item of a menu: under its own label there, if it has one. */
function menuItem(nav: CommonWords['nav'], key: PageKey): NavLinkItem {
  return { label: nav[(pageRow(key).nav?.label ?? key) as NavLabel], to: paths[key] };
}

/** The main navigation, from the table of pages in its order: links in the bar, and menus. */
export const mainNavigation = ({ nav }: CommonWords): readonly NavEntry[] =>
  pageKeys.flatMap((key): NavEntry[] => {
    const place = pageRow(key).nav ?? {};
    const entries: NavEntry[] = [];
    // Keys of rows with a place: each is a NavLabel (the type names the words the places need).
    const own = key as NavLabel;
    if (place.bar) entries.push({ label: nav[own], to: paths[key] });
    // The page heading the menu first, then the others in the table's order.
    const members = pageKeys
      .filter((other) => pageRow(other).nav?.menu === key)
      .sort((a, b) => Number(b === key) - Number(a === key));
    // A menu of its members, or one of links to its own sections.
    const menus = [
      members.map((member) => menuItem(nav, member)),
      (place.sections ?? []).map((section) => ({
        label: nav[section as NavLabel],
        to: `${paths[key]}#${sections[section]}`,
      })),
    ];
    for (const items of menus) if (items.length > 0) entries.push({ id: key, label: nav[own], items });
    return entries;
  });

/** The header's call to action: the page the table marks so. */
export const bookAppointment = ({ nav }: CommonWords): NavLinkItem => {
  const key = pageKeys.find((candidate) => pageRow(candidate).callToAction);
  if (!key) throw new Error('No page of config/paths.ts is the call to action');
  return { label: nav.bookAppointment, to: paths[key] };
};
