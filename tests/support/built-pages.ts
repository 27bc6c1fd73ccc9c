import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildDirs } from '../../tools/build-dirs.ts';

/** The client build these tests read: dist, or BUILD_DIR. */
export const buildDir = buildDirs().client;

if (!existsSync(join(buildDir, 'index.html'))) {
  throw new Error(`No build in ${buildDir}: run \`npm run build\` (with the same BUILD_DIR) first`);
}

/**
 * Every prerendered page of the build, by build-relative file name (index.html, about.html, ...,
 * 404.html, courses/web-development.html); not the content editor's page under admin/.
 */
export const pagesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.replaceAll('\\', '/'))
    // Not start.html: the installed app's start without the worker (tools/start-page-plugin.ts), a
    // choice of language and a script that opens the one chosen last.
    .filter((name) => name.endsWith('.html') && !name.startsWith('admin/') && name !== 'start.html');

export const htmlFiles = pagesIn(buildDir);

export const readBuilt = (file: string) => readFileSync(join(buildDir, file), 'utf8');

/** Every <script> start tag of a page, with its attributes and body. */
export function scriptTags(html: string): { attrs: string; body: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map(([, attrs = '', body = '']) => ({
    attrs,
    body,
  }));
}

/** The value of one attribute in an attribute string, or undefined. */
export function attr(attrs: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(attrs)?.[1];
}

/** The JSON-LD blocks of a page, parsed. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return scriptTags(html)
    .filter(({ attrs }) => attr(attrs, 'type') === 'application/ld+json')
    .map(({ body }) => JSON.parse(body) as Record<string, unknown>);
}
