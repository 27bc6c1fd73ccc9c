import { isTokenTree, type TokenTree } from './pick-tokens.ts';

/**
 * Keeps the light value of each `{ _light, _dark }` semantic token: the site is light only, and
 * the dark values would add a dark-mode rule for every such token to every page's CSS.
 */
export function lightValues(tree: TokenTree): TokenTree {
  const out: TokenTree = {};
  for (const [key, value] of Object.entries(tree)) {
    if (!isTokenTree(value)) out[key] = value;
    else if (!('value' in value)) out[key] = lightValues(value);
    else {
      const light = isTokenTree(value.value) && '_light' in value.value ? value.value._light : value.value;
      out[key] = { ...value, value: light };
    }
  }
  return out;
}
