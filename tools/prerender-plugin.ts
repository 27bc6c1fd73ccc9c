import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { loadServerEntry } from './server-entry.ts';

export interface PrerenderOptions {
  /** The SSR build of src/app/entry-server.tsx, made by `vite build --ssr` before the client build. */
  serverEntry: string;
}

/**
 * Writes every route as static HTML that already holds its content and styles, before the
 * PWA plugin precaches the output (writeBundle runs before its closeBundle), so the service
 * worker's manifest has the prerendered pages with their real revisions.
 *
 * The pages carry no modulepreload links, and their entry script is fetched at low priority: a
 * high-priority script download competes with the first paint on a slow link, and the page
 * needs no script to be read. src/main.tsx loads the app, and the page's chunk, once the page
 * has painted.
 */
export function prerender({ serverEntry }: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'college:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(output) {
      if (config.build.ssr) return;
      const outDir = output.dir ?? resolve(config.root, config.build.outDir);
      const template = lowPriorityEntry(await readFile(join(outDir, 'index.html'), 'utf8'));
      const { prerenderTargets, renderPage } = await loadServerEntry(config, serverEntry);

      for (const { url, route } of prerenderTargets) {
        const page = await renderPage(url);
        const html = template
          .replace('<!--app-head-->', page.headHtml)
          .replace('<!--app-html-->', page.appHtml);
        const file = join(outDir, route.htmlFile);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, html);
      }
      config.logger.info(`prerendered ${prerenderTargets.length} pages`);
    },
  };
}

/** Marks the page's module scripts (Vite rewrites the template's tag, so it is done here) to be fetched after what paints. */
function lowPriorityEntry(html: string): string {
  return html.replace(
    /<script type="module"(?![^>]*fetchpriority)/g,
    '<script type="module" fetchpriority="low"',
  );
}
