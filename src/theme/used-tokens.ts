/**
 * The design tokens the site's styles use; Chakra's others are left out, as every token costs CSS in
 * every page (about 1.8 KB gzip in all) and start-up work (21 ms for Chakra's 455, 7 ms for these).
 * A style using a token missing here is dropped, and the e2e style check fails: add it here.
 */
export const usedTokens = {
  animations: ['spin'],
  colors: [
    'transparent',
    'black',
    'white',
    ...['100', '200', '300', '600', '700', '800', '900'].map((step) => `gray.${step}`),
    ...['50', '500', '600', '700'].map((step) => `red.${step}`),
    'orange.50',
    'orange.500',
    'green.600',
    ...['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'].map(
      (step) => `brand.${step}`,
    ),
    ...['contrast', 'fg', 'subtle', 'muted', 'emphasized', 'solid', 'focusRing', 'border'].map(
      (role) => `brand.${role}`,
    ),
    'bg',
    'bg.muted',
    'fg',
    'fg.muted',
    'fg.error',
    'border',
    'border.emphasized',
    'border.error',
  ],
  cursor: ['button'],
  durations: ['moderate', 'slowest'],
  fonts: ['body', 'heading'],
  fontSizes: ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl'],
  fontWeights: ['medium', 'semibold', 'bold'],
  letterSpacings: ['wider'],
  radii: ['xs', 'sm', 'md', 'lg', 'xl', 'full', 'l1', 'l2'],
  shadows: ['sm', 'lg'],
  sizes: [
    ...['2/5', '4', '5', '7', '8', '9', '10', '11', '12', '14', '24', '56'],
    ...['md', '2xl', '3xl', '6xl', '7xl', '8xl', 'full'],
  ],
  spacing: [
    '0.5',
    '1',
    '1.5',
    '2',
    '2.5',
    '3',
    '3.5',
    '4',
    '5',
    '6',
    '8',
    '10',
    '12',
    '14',
    '16',
    '20',
    '24',
  ],
  zIndex: ['dropdown', 'skipNav', 'toast'],
} as const satisfies Record<string, readonly string[]>;

/** Every used token by its full name, as `pickTokens` takes them: 'colors.fg.muted', 'spacing.4'. */
export const usedTokenNames: ReadonlySet<string> = new Set(
  Object.entries(usedTokens).flatMap(([category, names]) => names.map((name) => `${category}.${name}`)),
);
