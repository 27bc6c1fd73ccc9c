import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { loadServerEntry } from './server-entry.ts';
import { contentApiOf } from './content-plugin.ts';
import { siteUrl } from '../src/lib/site-url.ts';
import { clientBuildOnly } from './client-build-only.ts';

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
      const base = contentApiOf(config).content().data.site.url;
      // Only the prerendered routes: /admin (the content editor) is never listed.
      const urls = prerenderTargets
        .filter(({ route }) => route.key !== 'notFound')
        .map(({ url }) => `  <url><loc>${siteUrl(url, base)}</loc></url>`);
      const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
      await writeFile(join(outDir, 'sitemap.xml'), sitemap);
      const robots = ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl('/sitemap.xml', base)}`, ''];
      await writeFile(join(outDir, 'robots.txt'), robots.join('\n'));
    },
  };
}
