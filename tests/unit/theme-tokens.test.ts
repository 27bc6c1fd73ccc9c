import { describe, expect, it } from 'vitest';
import { lightValues, pickTokens } from '../../src/theme/pick-tokens';
import { system } from '../../src/theme/system';
import { usedTokenNames } from '../../src/theme/used-tokens';

describe('pickTokens', () => {
  const tree = {
    colors: {
      bg: { DEFAULT: { value: '#fff' }, muted: { value: '#eee' }, info: { value: '#00f' } },
      red: { 500: { value: '#f00' } },
    },
    spacing: { 4: { value: '1rem' }, 8: { value: '2rem' } },
  };

  it('keeps only the named tokens, a DEFAULT token under its group name', () => {
    expect(pickTokens(tree, new Set(['colors.bg', 'colors.bg.muted', 'spacing.4']))).toEqual({
      colors: { bg: { DEFAULT: { value: '#fff' }, muted: { value: '#eee' } } },
      spacing: { 4: { value: '1rem' } },
    });
  });

  it('leaves out groups with no named token', () => {
    expect(pickTokens(tree, new Set(['spacing.8']))).toEqual({ spacing: { 8: { value: '2rem' } } });
  });
});

describe('lightValues', () => {
  it('keeps the light value of a light/dark pair and plain values as they are', () => {
    expect(
      lightValues({
        fg: { DEFAULT: { value: { _light: '{colors.black}', _dark: '{colors.white}' } } },
        radius: { l1: { value: '{radii.xs}' } },
      }),
    ).toEqual({ fg: { DEFAULT: { value: '{colors.black}' } }, radius: { l1: { value: '{radii.xs}' } } });
  });
});

describe('the site system', () => {
  it('defines every token the used list names (a misspelt name would drop a token silently)', () => {
    const missing = [...usedTokenNames].filter((name) => !system.tokens.getByName(name));
    expect(missing).toEqual([]);
  });

  it('resolves every semantic colour to a defined token', () => {
    const css = JSON.stringify(system.getTokenCss());
    const defined = new Set([...css.matchAll(/"(--ck-[^"]+)":/g)].map(([, name]) => name));
    const referenced = [...css.matchAll(/var\((--ck-[^),]+)\)/g)].map(([, name]) => name);
    expect(referenced.filter((name) => !defined.has(name))).toEqual([]);
  });

  it('writes no dark-mode rules', () => {
    expect(JSON.stringify(system.getTokenCss())).not.toMatch(/dark/);
  });
});
