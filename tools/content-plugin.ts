import { readdirSync } from 'node:fs';
import { defaultLocale, type Locale } from '../src/config/locales.ts';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { collections, isFolderCollection, type CollectionName } from '../src/content/schema/collections.ts';
import { ContentError, contentRoot, loadSiteContent } from './content-data.ts';
import { contentPluginName, type ContentApi, type LoadedContent } from './content/loaded-content.ts';
import { picturesPluginName, type PicturesApi } from './pictures/pictures-plugin.ts';

const prefix = 'virtual:content/';
/** `virtual:content/course-details`: each course's page content (`details` in each content/courses/ entry), by slug. */
const courseDetailsModule = 'course-details';

/**
 * The moment the prerendered pages are "now" for dated content (events): CONTENT_NOW if set (an
 * ISO date-time, so tests can build the site as of any day), else the time of the build.
 */
export function contentNow(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.CONTENT_NOW;
  if (value === undefined || value === '') return Date.now();
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new Error(`CONTENT_NOW must be an ISO date-time, not "${value}"`);
  return time;
}

/**
 * Loads the data files under content/, checks each against its schema, and serves it to the app as
 * `virtual:content/<collection>`, the file's data as the default export. A file that does not match
 * stops the build (and shows the dev server's error overlay) with the file, entry and field.
 *
 * `virtual:content/build-now` exports `buildNow`. The prerender bundle is built in one process
 * and renders in the next (the client build): it reads the time from the environment the client
 * build set, so the HTML and the hydrating client agree on the same instant.
 */
export function contentData({
  locale = defaultLocale,
  content: given,
}: {
  locale?: Locale;
  /** The content the build already loaded (the editor's own build takes the site's). */
  content?: LoadedContent;
} = {}): Plugin<ContentApi> {
  let loaded = given;
  let root = process.cwd();
  let isSsr = false;
  /** The checked content in every language, what the pictures and checks work from. */
  const readChecked = () => (loaded ??= loadSiteContent(root));
  /** The content in this build's language: the words translated where the data has them. */
  const read = () => readChecked().languages[locale].data;
  let pictures: PicturesApi | undefined;
  // Each picture as the build shipped it, in the module of the page that shows it.
  const serve = async (data: unknown) => {
    if (!pictures)
      throw new Error(`${picturesPluginName} must be in the config: the pages need their pictures`);
    return JSON.stringify(await pictures.ship(data, readChecked()));
  };

  return {
    name: contentPluginName,
    enforce: 'pre',
    api: { content: readChecked },
    configResolved(config) {
      root = config.root;
      isSsr = Boolean(config.build.ssr);
      pictures = config.plugins.find((plugin) => plugin.name === picturesPluginName)?.api as
        PicturesApi | undefined;
      process.env.CONTENT_BUILD_NOW ??= new Date(contentNow()).toISOString();
    },
    buildStart() {
      loaded = given;
      try {
        read();
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
      // Never a failure: a page shows the English of what is not yet translated, marked as English.
      const { untranslated, needsReview } = readChecked().languages[locale];
      if (untranslated.length > 0 && !this.meta.watchMode && !isSsr) {
        this.warn(
          `not yet translated into ${locale} (${untranslated.length} fields; the pages show their English, marked lang="en"):\n  ${untranslated.join('\n  ')}`,
        );
      }
      // Nor this: the translation shows as written, but its English has changed since.
      if (needsReview.length > 0 && !this.meta.watchMode && !isSsr) {
        this.warn(
          `needs review in ${locale} (${needsReview.length} fields whose English changed after they were translated; the pages show the translation as it is):\n  ${needsReview.join('\n  ')}`,
        );
      }
      const dir = contentRoot(root);
      for (const place of Object.values(collections)) {
        if (!isFolderCollection(place)) this.addWatchFile(resolve(dir, place.file));
        else
          for (const file of readdirSync(resolve(dir, place.folder)))
            this.addWatchFile(resolve(dir, place.folder, file));
      }
    },
    resolveId(id) {
      if (id.startsWith(prefix)) return `\0${id}`;
    },
    async load(id, options) {
      if (!id.startsWith(`\0${prefix}`)) return;
      const name = id.slice(prefix.length + 1);
      if (name === 'build-now') {
        return options?.ssr
          ? 'export const buildNow = Date.parse(process.env.CONTENT_BUILD_NOW ?? new Date().toISOString());'
          : `export const buildNow = ${Date.parse(process.env.CONTENT_BUILD_NOW ?? new Date().toISOString())};`;
      }
      if (name === courseDetailsModule) {
        // Only the course page needs what the card does not show: kept out of `courses`, which the
        // home and courses pages load, so their JavaScript does not carry every syllabus.
        const details = Object.fromEntries(
          read().courses.courses.map((course) => [course.slug, course.details]),
        );
        return `export default ${await serve(details)};`;
      }
      if (!(name in collections)) this.error(`No content collection "${name}" (content/${name}.yml)`);
      const content = read();
      if (name === 'courses') {
        const cards = content.courses.courses.map((course) =>
          Object.fromEntries(Object.entries(course).filter(([key]) => key !== 'details')),
        );
        return `export default ${await serve({ courses: cards })};`;
      }
      if (name === 'home') {
        // The home page names its popular courses by slug; resolved here (the build has checked each
        // exists) so the page ships the references, not a lookup.
        const indexes = content.home.popularCourses.map((slug) =>
          content.courses.courses.findIndex((course) => course.slug === slug),
        );
        const fields = await Promise.all(
          Object.entries(content.home).map(async ([key, value]) =>
            key === 'popularCourses'
              ? `popularCourses: [${indexes.map((index) => `cards.courses[${index}]`).join(', ')}]`
              : `${JSON.stringify(key)}: ${await serve(value)}`,
          ),
        );
        return `import cards from '${prefix}courses';\nexport default { ${fields.join(', ')} };`;
      }
      return `export default ${await serve(content[name as CollectionName])};`;
    },
    configureServer(server) {
      const dir = contentRoot(root);
      server.watcher.add(dir);
      server.watcher.on('change', (file) => {
        if (!file.startsWith(dir)) return;
        loaded = undefined;
        try {
          read();
        } catch (error) {
          server.config.logger.error(error instanceof Error ? error.message : String(error));
          return;
        }
        for (const name of [...Object.keys(collections), 'build-now', courseDetailsModule]) {
          const module = server.moduleGraph.getModuleById(`\0${prefix}${name}`);
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
