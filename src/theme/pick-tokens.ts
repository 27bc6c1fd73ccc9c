/** A Chakra token definition tree: groups of groups, ending in `{ value }` tokens. */
export type TokenTree = { [key: string]: TokenTree | string | number };

export const isTokenTree = (value: unknown): value is TokenTree =>
  typeof value === 'object' && value !== null;

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
