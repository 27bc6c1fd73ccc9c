import { focusRing } from '../focus-ring';

/** Shared by links and menu buttons, as one object so every item gets the same class. */
export const navItemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '1.5',
  w: { base: 'full', lg: 'auto' },
  // Narrower between lg and xl: menus, language link and the college's name share a 1024 px row.
  px: { base: '3', lg: '2', xl: '3' },
  py: '2',
  rounded: 'md',
  fontWeight: 'medium',
  color: 'gray.800',
  textAlign: 'start',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  _hover: { bg: 'brand.50', color: 'brand.700' },
  _currentPage: {
    color: 'brand.700',
    fontWeight: 'semibold',
    textDecoration: 'underline',
    textUnderlineOffset: '6px',
  },
  '& svg': { transition: 'transform 150ms' },
  _focusVisible: focusRing,
} as const;

/** Native disclosure markers off: the buttons draw their own icons. */
export const summaryReset = {
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
} as const;

/**
 * A submenu's button, the <summary> of its <details>: styled open from the element's own state,
 * so it looks right before hydration too.
 */
export const navSummaryStyles = {
  ...navItemStyles,
  ...summaryReset,
  'details[open] > &': { bg: 'brand.50', color: 'brand.700', '& svg': { transform: 'rotate(180deg)' } },
} as const;
