import { defineSemanticTokens, defineTokens } from '@chakra-ui/react';

/** The college's deep-blue brand scale; 700 on white passes WCAG AA for text (7.4:1). */
export const brandColors = defineTokens.colors({
  50: { value: '#eef5fc' },
  100: { value: '#d6e6f7' },
  200: { value: '#adcdef' },
  300: { value: '#7aaee3' },
  400: { value: '#468bd3' },
  500: { value: '#226fbf' },
  600: { value: '#175a9f' },
  700: { value: '#124a84' },
  800: { value: '#0f3b69' },
  900: { value: '#0c2f53' },
  950: { value: '#071d34' },
});

/** What Chakra's recipes read through colorPalette="brand". */
export const brandSemanticColors = defineSemanticTokens.colors({
  contrast: { value: 'white' },
  fg: { value: '{colors.brand.700}' },
  subtle: { value: '{colors.brand.50}' },
  muted: { value: '{colors.brand.100}' },
  emphasized: { value: '{colors.brand.200}' },
  solid: { value: '{colors.brand.700}' },
  focusRing: { value: '{colors.brand.500}' },
  // As Chakra's own palettes: outlines of outline-variant badges and buttons.
  border: { value: '{colors.brand.500}' },
});
