import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { contentRoot, loadContent } from '../content-data.ts';
import { preparePictures, type PreparedPictures } from './prepare-pictures.ts';

const moduleId = 'virtual:pictures';

/**
 * The content's pictures, made into the files the site ships (tools/pictures/prepare-pictures.ts)
 * and served to the pages as `virtual:pictures`: each picture's shipped file, shape, widths and
 * placeholder colour, by the path the content names it by. The client build writes the files;
 * the prerender build only reads the (then cached) results. A bad picture stops the build with
 * the file, the field and what to do.
 */
export function pictures(): Plugin {
  let root = process.cwd();
  let ssr = false;
  let prepared: PreparedPictures | undefined;
  const byUrl = () => new Map(prepared?.files.map((file) => [`/${file.fileName}`, file.from]));

  return {
    name: 'college:pictures',
    configResolved(config) {
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    async buildStart() {
      const started = Date.now();
      // The content plugin has checked the data already (it runs first and stops on a problem).
      prepared = await preparePictures(loadContent(root), contentRoot(root), root);
      if (prepared.problems.length > 0) {
        this.error(`Some pictures cannot be used:\n  ${prepared.problems.join('\n  ')}`);
      }
      const photos = Object.keys(prepared.photos).length;
      this.info(
        `prepared ${Object.keys(prepared.pictures).length} pictures (${photos} photos) in ${Date.now() - started} ms`,
      );
    },
    resolveId(id) {
      if (id === moduleId) return `\0${moduleId}`;
    },
    load(id) {
      if (id !== `\0${moduleId}`) return;
      return `export const pictures = ${JSON.stringify(prepared?.pictures ?? {})};`;
    },
    async generateBundle() {
      if (ssr || !prepared) return;
      for (const file of prepared.files) {
        const source = typeof file.from === 'string' ? await readFile(file.from) : file.from;
        this.emitFile({ type: 'asset', fileName: file.fileName, source });
      }
    },
    configureServer(server) {
      // The dev server answers the shipped paths from the cache (or memory, for the SVGs).
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        const from = byUrl().get(path);
        if (!from) return next();
        void (typeof from === 'string' ? readFile(from) : Promise.resolve(from)).then((bytes) => {
          response.setHeader('Content-Type', path.endsWith('.svg') ? 'image/svg+xml' : 'image/webp');
          response.end(bytes);
        }, next);
      });
    },
  };
}
