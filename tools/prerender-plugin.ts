import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import type * as ServerEntry from '../src/app/entry-server';
import { emotionCacheKey, markAsPrerendered } from '../src/app/emotion-cache.ts';
import { localeInfo } from '../src/config/locales.ts';
import { siteUrl } from '../src/lib/site-url.ts';
import { contentApiOf } from './content-plugin.ts';
import { clientBuildOnly } from './client-build-only.ts';

/**
 * Writes every route in every language as static HTML with its content and styles, and robots.txt
 * and sitemap.xml, in writeBundle, so the PWA plugin's closeBundle precaches the prerendered pages
 * with their real revisions.
 */
export function prerender({ serverEntry }: { serverEntry: string }): Plugin {
  let config: ResolvedConfig;
  // The template Vite made from index.html, kept out of the output: index.html is the English home page.
  let template = '';
  return {
    name: 'college:prerender',
    apply: clientBuildOnly,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      // After Vite's own HTML plugin has emitted the template.
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') throw new Error('prerender: the build made no index.html template');
        template = String(html.source)
          // Module scripts at low priority: on a slow link they would compete with the first paint.
          .replace(
            /<script type="module"(?![^>]*fetchpriority)/g,
            '<script type="module" fetchpriority="low"',
          )
          // index.html names the manifest; the PWA plugin adds the same link again: one is kept.
          .replace(/(<link rel="manifest"[^>]*>[\s\S]*?)<link rel="manifest"[^>]*>/, '$1');
        delete bundle['index.html'];
      },
    },
    async writeBundle(output) {
      const outDir = output.dir ?? resolve(config.root, config.build.outDir);
      // The SSR build, made before the client build.
      const { prerenderTargets, renderPage } = (await import(
        pathToFileURL(resolve(config.root, serverEntry)).href
      )) as typeof ServerEntry;
      const rendered = [];
      for (const target of prerenderTargets) rendered.push({ ...target, page: await renderPage(target.url) });

      // Pages of one language that share a page module (the course pages) share one stylesheet
      // (sharedStylesheet below); each language's apart, as its pack is its own files.
      const groups = new Map<string, typeof rendered>();
      for (const item of rendered) {
        const group = `${item.locale} ${item.route.pageFile}`;
        groups.set(group, [...(groups.get(group) ?? []), item]);
      }
      const linked = new Map<string, string>();
      for (const [group, pages] of groups) {
        const [first] = pages;
        if (!first || pages.length < 2) continue;
        const sheet = sharedStylesheet(
          first.route.pageFile,
          pages.map(({ page }) => page.styles),
          localeInfo[first.locale].assets.replace(/\/$/, ''),
        );
        await mkdir(dirname(join(outDir, sheet.file)), { recursive: true });
        await writeFile(join(outDir, sheet.file), sheet.css);
        linked.set(group, sheet.headHtml);
      }

      for (const { route, locale, file, page } of rendered) {
        const shared = linked.get(`${locale} ${route.pageFile}`);
        const html = template
          .replace(/<html lang="[^"]*"/, `<html lang="${localeInfo[locale].lang}"`)
          .replace('<div id="root">', `<div id="root" ${page.rootAttributes}>`)
          .replace('<!--app-head-->', shared ? page.headTags + shared : page.headHtml)
          .replace('<!--app-html-->', page.appHtml);
        const path = join(outDir, file);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, html);
      }

      const base = contentApiOf(config).content().data.site.url;
      // Every route but the not-found page: /admin (the content editor) is never listed.
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
      config.logger.info(`prerendered ${rendered.length} pages (${linked.size} shared stylesheets)`);
    },
  };
}

/**
 * One stylesheet for the pages of one page module (every course page): the union of their critical
 * styles. Inline, each course page repeated the same 5.9 KB gzip; linked, the file is cached once.
 * `headHtml` is what each page carries in place of its style tags: the link, and an empty style tag
 * naming every rule the file holds, so the app's style cache does not insert them a second time.
 */
function sharedStylesheet(name: string, pages: readonly ServerEntry.PageStyle[][], assetsDir: string) {
  const seen = new Set<string>();
  const globals: ServerEntry.PageStyle[] = [];
  const rules: ServerEntry.PageStyle[] = [];
  for (const style of pages.flat()) {
    const id = `${style.key} ${style.id}`;
    if (seen.has(id)) continue;
    seen.add(id);
    // Global styles are the cache's `<key>-global`.
    (style.key === emotionCacheKey ? rules : globals).push(style);
  }
  // Global styles first, as the style tags have them: the first declares the cascade layers' order.
  const css = [...globals, ...rules].map((style) => style.css).join('');
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
  const file = `${assetsDir}/${name}-${hash}.css`;
  const ids = rules.map((style) => style.id).join(' ');
  return {
    file,
    css,
    headHtml: `<link rel="stylesheet" href="/${file}" />${markAsPrerendered(`<style data-emotion="${emotionCacheKey} ${ids}"></style>`)}`,
  };
}
