import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { loadServerEntry } from './server-entry.ts';
import { loadContent } from './content-data.ts';
import { buildLocales } from './site-locale.ts';
import { localizedPath } from '../src/config/locales.ts';

export interface SeoFilesOptions {
  /** The SSR build of src/app/entry-server.tsx: its prerender targets are the route table. */
  serverEntry: string;
}

// The site's address from content/site.yml, read here because the Vite config cannot import the
// app's content modules (they are virtual modules that this config's own plugin serves).
const siteUrl = (path: string, base: string) => new URL(path, base).href;

export function sitemapXml(paths: readonly string[], base: string): string {
  const urls = paths.map((path) => `  <url><loc>${siteUrl(path, base)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(base: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl('/sitemap.xml', base)}`, ''].join('\n');
}

/**
 * Writes robots.txt and sitemap.xml (every route but the not-found page) from the route table.
 * In writeBundle, like the prerenderer, so the files exist before the PWA plugin's closeBundle.
 */
export function seoFiles({ serverEntry }: SeoFilesOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'college:seo-files',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(output) {
      if (config.build.ssr) return;
      const outDir = output.dir ?? resolve(config.root, config.build.outDir);
      const { prerenderTargets } = await loadServerEntry(config, serverEntry);
      // Every page in every language (the routes are the same; each language's build names its own).
      const paths = prerenderTargets
        .filter(({ route }) => route.key !== 'notFound')
        .flatMap(({ route }) => buildLocales().map((locale) => localizedPath(route.path, locale)));
      const base = loadContent(config.root).site.url;
      // Only the prerendered routes: /admin (the content editor) is never listed.
      await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(paths, base));
      await writeFile(join(outDir, 'robots.txt'), robotsTxt(base));
    },
  };
}
