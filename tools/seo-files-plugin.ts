import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { loadServerEntry } from './server-entry.ts';
import { siteUrl } from '../src/lib/site-url.ts';

export interface SeoFilesOptions {
  /** The SSR build of src/app/entry-server.tsx: its prerender targets are the route table. */
  serverEntry: string;
}

export function sitemapXml(paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${siteUrl(path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl('/sitemap.xml')}`, ''].join('\n');
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
      const paths = prerenderTargets.filter(({ route }) => route.key !== 'notFound').map(({ url }) => url);
      await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(paths));
      await writeFile(join(outDir, 'robots.txt'), robotsTxt());
    },
  };
}
