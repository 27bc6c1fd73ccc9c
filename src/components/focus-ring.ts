/** One visible keyboard focus style for the site's hand-built controls. */
export const focusRing = {
  outline: '3px solid',
  outlineColor: 'brand.500',
  outlineOffset: '2px',
} as const;
