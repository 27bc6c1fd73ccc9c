import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import {
  withShippedPictures,
  type ShippedPicture,
  type WithShippedPictures,
} from '../../src/content/schema/picture-field.ts';
import { contentRoot } from '../content-data.ts';
import { contentPluginName, type ContentApi, type LoadedContent } from '../content/loaded-content.ts';
import type { PreparedPictures } from './prepare-pictures.ts';

class NotPrepared extends Error {}

export const picturesPluginName = 'college:pictures';

/** What the content plugin asks of this one (Vite's `api`): the data with its pictures shipped. */
export interface PicturesApi {
  ship<T>(data: T, content: LoadedContent): Promise<WithShippedPictures<T>>;
}

/**
 * The content's pictures, made into the files the site ships and resolved into the content modules
 * that name them (`api.ship`). The prerender build only reads the (then cached) results.
 */
export function pictures(): Plugin<PicturesApi> {
  let root = process.cwd();
  let ssr = false;
  let prepared: PreparedPictures | undefined;

  let contentApi: ContentApi | undefined;
  const prepare = async (content: LoadedContent) => {
    // Loaded on first use with what it loads (sharp, for photos): not when the config is read.
    const { preparePictures } = await import('./prepare-pictures.ts');
    const result = await preparePictures(content, contentRoot(root), root);
    if (result.problems.length > 0)
      throw new Error(`Some pictures cannot be used:\n  ${result.problems.join('\n  ')}`);
    prepared = result;
    return result;
  };

  return {
    name: picturesPluginName,
    api: {
      async ship(data, content) {
        const ship = (ready: PreparedPictures) =>
          withShippedPictures(data, (src): ShippedPicture => {
            const shipped = ready.pictures[src];
            if (!shipped) throw new NotPrepared(src);
            return shipped;
          });
        try {
          return ship(prepared ?? (await prepare(content)));
        } catch (error) {
          if (!(error instanceof NotPrepared)) throw error;
        }
        // The dev server, after an edit that names a new picture: prepare again (the rest is cached).
        return ship(await prepare(content));
      },
    },
    configResolved(config) {
      root = config.root;
      ssr = Boolean(config.build.ssr);
      contentApi = config.plugins.find((plugin) => plugin.name === contentPluginName)?.api as
        ContentApi | undefined;
    },
    async buildStart() {
      const started = Date.now();
      prepared = undefined;
      try {
        // The content plugin's own load, checked already (it runs first and stops on a problem).
        if (!contentApi)
          throw new Error(`${contentPluginName} must be in the config: the pictures are the content's`);
        const result = await prepare(contentApi.content());
        const photos = Object.keys(result.photos).length;
        this.info(
          `prepared ${Object.keys(result.pictures).length} pictures (${photos} photos) in ${Date.now() - started} ms`,
        );
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
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
        const from = prepared?.files.find((file) => `/${file.fileName}` === path)?.from;
        if (!from) {
          next();
          return;
        }
        (typeof from === 'string' ? readFile(from) : Promise.resolve(from)).then((bytes) => {
          response.setHeader('Content-Type', path.endsWith('.svg') ? 'image/svg+xml' : 'image/webp');
          response.end(bytes);
        }, next);
      });
    },
  };
}
