import { defineConfig, defineSemanticTokens, defineTokens } from '@chakra-ui/react';
import {
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  keyframes,
  nativeSelectSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { lightValues, pickTokens } from './pick-tokens.ts';
import { usedTokenNames } from './used-tokens.ts';

/** The college's deep-blue brand scale; 700 on white passes WCAG AA for text (7.4:1). */
const brandColors = defineTokens.colors({
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
const brandSemanticColors = defineSemanticTokens.colors({
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

/** A recipe without its `chakra-*` class name, which nothing reads (about 40 B gzip a page). */
function unnamed<Recipe extends { className?: string }>(recipe: Recipe): Recipe {
  // Left out, not undefined: the config is data (tools/theme-config-plugin.ts).
  const copy = { ...recipe };
  delete copy.className;
  return copy;
}

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, "Helvetica Neue", Arial, sans-serif';

/**
 * The site's Chakra config over the base config: only the recipes the site renders (every recipe
 * would break the page budgets) and the tokens it uses. Add a recipe for a new Chakra component.
 */
export const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'ck',
  globalCss: {
    html: { color: 'fg', bg: 'bg', lineHeight: '1.5', colorPalette: 'brand', colorScheme: 'light' },
    body: { fontFamily: 'body' },
    '*::selection': { bg: 'brand.100' },
    // The app's regions, kept parts and island wrappers: no box, said once rather than on each.
    '[data-region], [data-prerendered], [data-island]': { display: 'contents' },
  },
  theme: {
    breakpoints,
    // Only the spinner's: the loading indicator shown while a page chunk downloads.
    keyframes: keyframes.spin ? { spin: keyframes.spin } : {},
    tokens: pickTokens(
      {
        ...tokens,
        colors: { ...tokens.colors, brand: brandColors },
        fonts: {
          // System fonts: nothing to download on metered data, and text paints at once.
          body: { value: systemFonts },
          heading: { value: systemFonts },
        },
      },
      usedTokenNames,
    ),
    // Recipes size text through textStyles and dim a disabled button through its layer style; only
    // that one layer style, as the default set costs about 0.5 KB gzip a page.
    textStyles,
    layerStyles: { disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } } },
    // Picked first, so only the kept tokens are rewritten (this runs on the phone at start-up).
    semanticTokens: lightValues(
      pickTokens(
        { ...semanticTokens, colors: { ...semanticTokens.colors, brand: brandSemanticColors } },
        usedTokenNames,
      ),
    ),
    recipes: {
      badge: unnamed(badgeRecipe),
      button: unnamed(buttonRecipe),
      container: unnamed(containerRecipe),
      heading: unnamed(headingRecipe),
      input: unnamed(inputRecipe),
      link: unnamed(linkRecipe),
      spinner: unnamed(spinnerRecipe),
      textarea: unnamed(textareaRecipe),
    },
    slotRecipes: {
      field: unnamed(fieldSlotRecipe),
      nativeSelect: unnamed(nativeSelectSlotRecipe),
    },
  },
});
