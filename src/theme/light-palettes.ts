import { semanticTokens, tokens } from '@chakra-ui/react/theme';

/**
 * Chakra's default colours cut down to what the site paints with. Every token becomes a CSS
 * variable in every prerendered page and a value in the JS bundle, so the eleven default
 * palettes with light and dark variants cost about 12 KB of HTML per page; the site is light
 * only and uses four palettes besides its own brand scale.
 */
const keptPalettes = new Set(['gray', 'red', 'green', 'orange']);
const droppedPalettes = ['yellow', 'teal', 'blue', 'cyan', 'purple', 'pink'];

type TokenTree = { [key: string]: TokenTree | string | number };

const isTree = (value: unknown): value is TokenTree => typeof value === 'object' && value !== null;

const refersToDropped = (value: unknown): boolean =>
  typeof value === 'string'
    ? droppedPalettes.some((palette) => value.includes(`{colors.${palette}.`))
    : isTree(value) && Object.values(value).some(refersToDropped);

/** Keeps the light value of a `{ _light, _dark }` pair: no dark-mode rules in the CSS. */
function lightOnly(tree: TokenTree): TokenTree {
  const out: TokenTree = {};
  for (const [key, value] of Object.entries(tree)) {
    if (refersToDropped(value)) continue;
    if (key === 'value' && isTree(value) && '_light' in value) out[key] = value._light;
    else out[key] = isTree(value) ? lightOnly(value) : value;
  }
  return out;
}

const isPaletteKept = ([name]: [string, unknown]) => !droppedPalettes.includes(name) || keptPalettes.has(name);

export const lightColorTokens = Object.fromEntries(Object.entries(tokens.colors ?? {}).filter(isPaletteKept));

export const lightSemanticColors = lightOnly(
  Object.fromEntries(Object.entries(semanticTokens.colors ?? {}).filter(isPaletteKept)) as TokenTree,
);
