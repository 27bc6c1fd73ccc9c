/** A Chakra token definition tree: groups of groups, ending in `{ value }` tokens. */
type TokenTree = { [key: string]: TokenTree | string | number };

const isTokenTree = (value: unknown): value is TokenTree => typeof value === 'object' && value !== null;

/**
 * The tokens of `tree` named in `names` ('colors.fg.muted'; a `DEFAULT` token by its group's name);
 * `prefix` is the category of a single category's tree.
 */
export function pickTokens(tree: TokenTree, names: ReadonlySet<string>, prefix = ''): TokenTree {
  const picked: TokenTree = {};
  for (const [key, value] of Object.entries(tree)) {
    if (!isTokenTree(value)) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('value' in value) {
      if (names.has(path.replace(/\.DEFAULT$/, ''))) picked[key] = value;
      continue;
    }
    const group = pickTokens(value, names, path);
    if (Object.keys(group).length > 0) picked[key] = group;
  }
  return picked;
}

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
