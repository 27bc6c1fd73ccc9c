import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin, ResolvedConfig } from 'vite';
import type { PrerenderTarget, RenderedPage } from '../src/app/entry-server';

interface ServerEntry {
  prerenderTargets: readonly PrerenderTarget[];
  renderPage: (url: string) => Promise<RenderedPage>;
}

export interface PrerenderOptions {
  /** The SSR build of src/app/entry-server.tsx, made by `vite build --ssr` before the client build. */
  serverEntry: string;
}

/** The JS chunk of a page module and every chunk it imports, for modulepreload links. */
function pageChunkFiles(bundle: OutputBundle, pageFile: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/src/pages/${pageFile}.tsx`));
  if (!page) throw new Error(`prerender: no chunk for src/pages/${pageFile}.tsx`);
  const files = new Set<string>([page.fileName]);
  const visit = (chunk: OutputChunk) => {
    for (const name of chunk.imports) {
      if (files.has(name)) continue;
      files.add(name);
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(page);
  return [...files];
}

/**
 * Writes every route as static HTML that already holds its content and styles, before the
 * PWA plugin precaches the output (writeBundle runs before its closeBundle), so the service
 * worker's manifest has the prerendered pages with their real revisions.
 */
export function prerender({ serverEntry }: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'college:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(output, bundle) {
      if (config.build.ssr) return;
      const outDir = output.dir ?? resolve(config.root, config.build.outDir);
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      const entryUrl = pathToFileURL(resolve(config.root, serverEntry)).href;
      const { prerenderTargets, renderPage } = (await import(entryUrl)) as ServerEntry;

      for (const { url, route } of prerenderTargets) {
        const page = await renderPage(url);
        const preloads = pageChunkFiles(bundle, route.pageFile)
          .map((file) => `<link rel="modulepreload" crossorigin href="${config.base}${file}" />`)
          .join('\n    ');
        const html = template
          .replace('<!--app-head-->', `${page.headHtml}\n    ${preloads}`)
          .replace('<!--app-html-->', page.appHtml);
        const file = join(outDir, route.htmlFile);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, html);
      }
      config.logger.info(`prerendered ${prerenderTargets.length} pages`);
    },
  };
}
