import { focusRing } from '../focus-ring';

/** Shared by links and menu buttons, as one object so every item gets the same class. */
export const navItemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '1.5',
  w: { base: 'full', lg: 'auto' },
  px: '3',
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
  _expanded: { bg: 'brand.50', color: 'brand.700', '& svg': { transform: 'rotate(180deg)' } },
  _focusVisible: focusRing,
} as const;
