import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { loadServerEntry } from './server-entry.ts';
import { contentApiOf } from './content-plugin.ts';
import { siteUrl } from '../src/lib/site-url.ts';
import { clientBuildOnly } from './client-build-only.ts';

function sitemapXml(paths: readonly string[], base: string): string {
  const urls = paths.map((path) => `  <url><loc>${siteUrl(path, base)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function robotsTxt(base: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl('/sitemap.xml', base)}`, ''].join('\n');
}

/**
 * Writes robots.txt and sitemap.xml (every route but the not-found page) from the route table.
 * In writeBundle, like the prerenderer, so the files exist before the PWA plugin's closeBundle.
 */
export function seoFiles({ serverEntry }: { serverEntry: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'college:seo-files',
    apply: clientBuildOnly,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(output) {
      const outDir = output.dir ?? resolve(config.root, config.build.outDir);
      const { prerenderTargets } = await loadServerEntry(config, serverEntry);
      // Every page in every language.
      const paths = prerenderTargets.filter(({ route }) => route.key !== 'notFound').map(({ url }) => url);
      const base = contentApiOf(config).content().data.site.url;
      // Only the prerendered routes: /admin (the content editor) is never listed.
      await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(paths, base));
      await writeFile(join(outDir, 'robots.txt'), robotsTxt(base));
    },
  };
}
