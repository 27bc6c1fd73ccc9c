import { defineConfig } from '@chakra-ui/react';
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
import { brandColors, brandSemanticColors } from './brand-colors.ts';
import { lightValues } from './light-values.ts';
import { pickTokens } from './pick-tokens.ts';
import { usedTokenNames } from './used-tokens.ts';

/**
 * A recipe without its `chakra-*` class name: no style or script of the site reads one, and every
 * element the recipe styles carried it in every page's HTML (about 40 B gzip a page).
 */
function unnamed<Recipe extends { className?: string }>(recipe: Recipe): Recipe {
  // Left out, not undefined: the config is data (tools/theme-config-plugin.ts).
  const copy = { ...recipe };
  delete copy.className;
  return copy;
}

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, "Helvetica Neue", Arial, sans-serif';

/**
 * The site's Chakra config, applied on top of Chakra's base config: only the recipes the site
 * renders (the full default system would ship every recipe to every page, over the home page's
 * budget in tests/build/budgets.test.ts) and only the tokens its styles use (used-tokens.ts).
 * Add a recipe here when a new Chakra component that needs one is used.
 */
export const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'ck',
  globalCss: {
    html: { color: 'fg', bg: 'bg', lineHeight: '1.5', colorPalette: 'brand', colorScheme: 'light' },
    body: { fontFamily: 'body' },
    '*::selection': { bg: 'brand.100' },
    // The wrappers of the app's regions, its kept parts and the booking form's island: no box of
    // their own. Here once, not in a style attribute on each, in every page's HTML.
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
    // The heading, button and badge recipes size text through textStyles, and a disabled button
    // dims through the `disabled` layer style; without them the CSS holds invalid declarations.
    // Only that one layer style: the default set costs about 0.5 KB gzip on every page.
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
