/** Tiny inline icons for the navigation: no icon library, nothing extra to download. */

/** Points down; the menu button's styles turn it up while the menu is open. */
export function ChevronIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** Three bars, or a cross while open: the toggle's styles show one path (data-when-*). */
export function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path data-when-closed="" d="M4 7h16M4 12h16M4 17h16" />
        <path data-when-open="" d="M6 6l12 12M18 6L6 18" />
      </g>
    </svg>
  );
}
