// Cloudflare Pages' `_headers` as Pages applies it, read back so `vite preview` sends what a deployed site does.

interface HeaderRule {
  pattern: RegExp;
  /** Headers this rule takes away from those of the rules above it (`! Name`). */
  detach: string[];
  set: [name: string, value: string][];
}

/** A URL pattern of the file: `*` matches anything (slashes too), `:name` one path segment. */
function patternOf(text: string): RegExp {
  const source = text
    .split(/(\*|:\w+)/)
    .map((part) =>
      part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/** The rules of a `_headers` file, in order: a pattern line, then its indented header lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const current = rules.at(-1);
    if (!/^\s/.test(line)) rules.push({ pattern: patternOf(line.trim()), detach: [], set: [] });
    else if (line.trim().startsWith('!')) current?.detach.push(line.trim().slice(1).trim());
    else {
      const colon = line.indexOf(':');
      current?.set.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/**
 * The headers a path gets: every matching rule in order, each first detaching what it names, then
 * adding its own (a header two rules set is joined with a comma, as Pages does). Names as written.
 */
export function headersOf(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const headers = new Map<string, { name: string; value: string }>();
  for (const rule of rules) {
    if (!rule.pattern.test(path)) continue;
    for (const name of rule.detach) headers.delete(name.toLowerCase());
    for (const [name, value] of rule.set) {
      const before = headers.get(name.toLowerCase());
      headers.set(name.toLowerCase(), { name, value: before ? `${before.value}, ${value}` : value });
    }
  }
  return Object.fromEntries([...headers.values()].map(({ name, value }) => [name, value]));
}
