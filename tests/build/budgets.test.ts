import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { attr, buildDir, readBuilt, scriptTags } from './built-pages.ts';

/** Budgets from issue 5, in bytes: phones on slow, metered data download these before anything works. */
const homeJsBudget = 140 * 1024;
const precacheBudget = 1024 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Files (relative to the build) that a chunk imports statically, found from its syntax tree. */
function staticImports(file: string): string[] {
  const program = parseAst(readFileSync(join(buildDir, file), 'utf8'));
  const dir = file.slice(0, file.lastIndexOf('/') + 1);
  return program.body.flatMap((node) =>
    (node.type === 'ImportDeclaration' ||
      node.type === 'ExportAllDeclaration' ||
      node.type === 'ExportNamedDeclaration') &&
    node.source &&
    typeof node.source.value === 'string' &&
    node.source.value.startsWith('.')
      ? [new URL(node.source.value, `file:///${dir}`).pathname.slice(1)]
      : [],
  );
}

/** The JavaScript the home page loads before it is interactive: entry, modulepreloads, and all they import. */
function homePageScripts(): string[] {
  const html = readBuilt('index.html');
  const roots = [
    ...scriptTags(html).flatMap(({ attrs }) =>
      attr(attrs, 'type') === 'module' ? [attr(attrs, 'src') ?? ''] : [],
    ),
    ...[...html.matchAll(/<link\s[^>]*rel="modulepreload"[^>]*>/g)].map(([tag]) => attr(tag, 'href') ?? ''),
  ].map((url) => url.replace(/^\//, ''));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  roots.filter(Boolean).forEach(visit);
  return [...seen];
}

const gzipBytes = (file: string) => gzipSync(readFileSync(join(buildDir, file))).byteLength;

describe('budgets', () => {
  it(`home page JavaScript stays within ${kb(homeJsBudget)} gzip`, () => {
    const files = homePageScripts();
    expect(files.some((file) => file.startsWith('assets/index-'))).toBe(true);
    const total = files.reduce((sum, file) => sum + gzipBytes(file), 0);
    console.info(`home page JS: ${files.length} files, ${kb(total)} gzip`);
    expect(total).toBeLessThanOrEqual(homeJsBudget);
  });

  it(`the service worker precache stays within ${kb(precacheBudget)}`, () => {
    const swFile = join(buildDir, 'sw.js');
    expect(existsSync(swFile), 'the build has no sw.js to read the precache list from').toBe(true);
    const sw = readFileSync(swFile, 'utf8');
    const urls = [
      ...new Set([...sw.matchAll(/["']?url["']?\s*:\s*["']([^"']+)["']/g)].map(([, url = '']) => url)),
    ];
    expect(urls).toContain('index.html');
    const total = urls.reduce((sum, url) => sum + statSync(join(buildDir, url)).size, 0);
    console.info(`precache: ${urls.length} entries, ${kb(total)}`);
    expect(total).toBeLessThanOrEqual(precacheBudget);
  });
});
