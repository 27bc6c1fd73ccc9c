import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';

/**
 * Records every rule Emotion inserts: in production it writes styles through insertRule, where
 * the browser silently drops a declaration it cannot parse, so the text must be kept before that.
 */
export function recordInsertedRules(): void {
  const rules: string[] = [];
  Object.defineProperty(window, '__insertedRules', { value: rules });
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the original, called on the sheet with .call(this)
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
    rules.push(rule);
    return insertRule.call(this, rule, index);
  };
}

/** Every test's pages end on much the same styles: each distinct text is checked once per worker. */
const checked = new Map<string, string[]>();

/**
 * Styles the browser would not apply, in the prerendered style tags (and linked stylesheets) and in
 * every rule inserted since the page loaded: a declaration that is not valid CSS, or a
 * `var(--ck-…)` with no definition and no fallback. A Chakra token the theme does not define is
 * written out as its raw name (`color: fg.error`, `padding: 4`), so this is how a missing token
 * shows.
 */
export async function invalidStyles(page: Page): Promise<string[]> {
  const css = await page.evaluate(async () => {
    const recorded = (window as unknown as { __insertedRules?: string[] }).__insertedRules ?? [];
    const texts = [...document.querySelectorAll('style')].map((tag) => tag.textContent);
    // Pages that share a stylesheet (the course pages, tools/prerender-plugin.ts) link it instead: its
    // text as served (the service worker answers offline), since the CSSOM drops what it cannot parse.
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
      texts.push(await fetch(link.href).then((response) => response.text()));
    }
    return [...texts, ...recorded].join('\n').replace(/\/\*[\s\S]*?\*\//g, '');
  });
  const key = createHash('sha256').update(css).digest('hex');
  const known = checked.get(key);
  if (known) return known;
  const problems = await page.evaluate((css) => {
    // Splits a declaration block at top-level semicolons (not inside brackets or quotes).
    const declarations = (block: string) => {
      const parts: string[] = [];
      let depth = 0;
      let quote = '';
      let start = 0;
      for (let i = 0; i < block.length; i++) {
        const c = block[i];
        if (quote) {
          if (c === quote) quote = '';
        } else if (c === '"' || c === "'") quote = c;
        else if (c === '(') depth++;
        else if (c === ')') depth--;
        else if (c === ';' && depth === 0) {
          parts.push(block.slice(start, i));
          start = i + 1;
        }
      }
      parts.push(block.slice(start));
      return parts.map((part) => part.trim()).filter(Boolean);
    };

    const problems = new Set<string>();
    const defined = new Set<string>();
    const values: string[] = [];
    for (const [, block = ''] of css.matchAll(/\{([^{}]*)\}/g)) {
      for (const declaration of declarations(block)) {
        const colon = declaration.indexOf(':');
        if (colon < 1) continue;
        const property = declaration.slice(0, colon).trim();
        const value = declaration
          .slice(colon + 1)
          .replace(/!important\s*$/, '')
          .trim();
        values.push(value);
        if (property.startsWith('--')) defined.add(property);
        // Other engines' prefixed properties are not Chromium's to parse.
        else if (/^-(moz|ms)-/.test(property)) continue;
        else if (!CSS.supports(property, value)) problems.add(`${property}: ${value}`);
      }
    }
    for (const value of values) {
      for (const [, name = ''] of value.matchAll(/var\((--ck-[^\s,)]+)\s*\)/g)) {
        if (!defined.has(name)) problems.add(`var(${name}) is not defined`);
      }
    }
    return [...problems].sort();
  }, css);
  checked.set(key, problems);
  return problems;
}
