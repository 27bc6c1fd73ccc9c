import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { isLocale, locales, type Locale } from '../src/config/locales.ts';
import { collections, isFolderCollection, type CollectionName } from '../src/content/schema/collections.ts';
import type { ContentName } from '../src/content/content-names.ts';
import { ContentError, contentRoot, loadSiteContent } from './content-data.ts';
import { contentPluginName, type ContentApi, type LoadedContent } from './content/loaded-content.ts';
import { picturesPluginName, type PicturesApi } from './pictures/pictures-plugin.ts';

/** Every content module a language has: each collection, and the courses' page content. */
const contentModuleNames: readonly ContentName[] = [
  ...(Object.keys(collections) as CollectionName[]),
  'course-details',
];

const prefix = 'virtual:content/';

/**
 * The content's "now", the moment the prerendered pages show dated content as of: CONTENT_NOW if
 * set (so tests can build the site as of any day), else the build's time, written back to
 * CONTENT_NOW so every step of the build reads the same instant.
 */
function contentNowOf(): number {
  const value = (process.env.CONTENT_NOW ||= new Date().toISOString());
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new Error(`CONTENT_NOW must be an ISO date-time, not "${value}"`);
  return time;
}

/** The content plugin's API in a build's config: the other plugins read the content it loaded. */
export function contentApiOf(config: { plugins: readonly { name: string; api?: unknown }[] }): ContentApi {
  const api = config.plugins.find((plugin) => plugin.name === contentPluginName)?.api as
    ContentApi | undefined;
  if (!api)
    throw new Error(`${contentPluginName} must be in the config: it loads the content the others read`);
  return api;
}

/**
 * Loads and checks the data files under content/ (a bad one stops the build with its file, entry and
 * field) and serves each language's content as `virtual:content/<locale>/<name>`, a chunk of its
 * language. `virtual:content/now` is read in the prerender from CONTENT_NOW as the client build set
 * it, so the HTML and the hydrating client agree on the same instant.
 */
export function contentData({
  content: given,
}: {
  /** The content the build already loaded (the editor's own build takes the site's). */
  content?: LoadedContent;
} = {}): Plugin<ContentApi> {
  let loaded = given;
  let root = process.cwd();
  let isSsr = false;
  /** The content checked in every language: what the pictures, the share cards and the editor read. */
  const readChecked = () => (loaded ??= loadSiteContent(root));
  const readAgain = () => (loaded = given ?? loadSiteContent(root));
  let pictures: PicturesApi | undefined;

  /** A course's card: all but its page content (`details`), which only its own page loads. */
  const cardOf = (course: object) =>
    Object.fromEntries(Object.entries(course).filter(([key]) => key !== 'details'));

  /** One language's data of one collection (or of the courses' page content). */
  function localeData(locale: Locale, name: ContentName): unknown {
    const content = readChecked().languages[locale].data;
    const { courses } = content;
    switch (name) {
      case 'courses':
        // The cards only: the home and courses pages need not carry every syllabus.
        return courses.map(cardOf);
      case 'course-details':
        return Object.fromEntries(courses.map((course) => [course.slug, course.details]));
      case 'home':
        // Its popular courses' cards, by slug, and the count: so the page loads no other course.
        return {
          ...content.home,
          popularCourses: content.home.popularCourses.flatMap((slug) =>
            courses.filter((course) => course.slug === slug).map(cardOf),
          ),
          courseCount: courses.length,
        };
      default:
        return content[name];
    }
  }

  const loaders = () =>
    `export const contentLoaders = {\n${locales
      .map(
        (locale) =>
          `  ${locale}: {\n${contentModuleNames
            .map((name) => `    ${JSON.stringify(name)}: () => import('${prefix}${locale}/${name}'),`)
            .join('\n')}\n  },`,
      )
      .join('\n')}\n};`;

  return {
    name: contentPluginName,
    enforce: 'pre',
    api: { content: readChecked },
    configResolved(config) {
      root = config.root;
      isSsr = Boolean(config.build.ssr);
      pictures = config.plugins.find((plugin) => plugin.name === picturesPluginName)?.api as
        PicturesApi | undefined;
      contentNowOf();
    },
    buildStart() {
      try {
        readAgain();
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
      // Never a failure: a page shows the English of what is not yet translated, marked as English.
      if (!this.meta.watchMode && !isSsr)
        for (const locale of locales) {
          const { untranslated, needsReview } = readChecked().languages[locale];
          if (untranslated.length > 0)
            this.warn(
              `not yet translated into ${locale} (${untranslated.length} fields; the pages show their English, marked lang="en"):\n  ${untranslated.join('\n  ')}`,
            );
          // Nor this: the translation shows as written, but its English has changed since.
          if (needsReview.length > 0)
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
      if (name === 'now') {
        return options?.ssr
          ? 'export const contentNow = Date.parse(process.env.CONTENT_NOW ?? new Date().toISOString());'
          : `export const contentNow = ${contentNowOf()};`;
      }
      // Every language's content modules, each a lazy import.
      if (name === 'loaders') return loaders();
      // Each campus's English name by id, in no language's chunk: the booking e-mail names it as staff do.
      if (name === 'campus-names')
        return `export default ${JSON.stringify(Object.fromEntries(readChecked().data.site.campuses.map((campus) => [campus.id, campus.name])))};`;
      // The courses' slugs, the same in every language (the route table).
      if (name === 'course-slugs')
        return `export default ${JSON.stringify(readChecked().data.courses.map((course) => course.slug))};`;
      const [locale, module] = name.split('/');
      if (!isLocale(locale) || !contentModuleNames.includes(module as ContentName))
        this.error(`No content module "${name}": virtual:content/<locale>/<${contentModuleNames.join('|')}>`);
      if (!pictures)
        throw new Error(`${picturesPluginName} must be in the config: the pages need their pictures`);
      // Each picture as the build shipped it, in the module of the page that shows it.
      const data = localeData(locale, module as ContentName);
      return `export default ${JSON.stringify(await pictures.ship(data, readChecked()))};`;
    },
    configureServer(server) {
      const dir = contentRoot(root);
      server.watcher.add(dir);
      const reload = () => {
        try {
          readAgain();
        } catch (error) {
          server.config.logger.error(error instanceof Error ? error.message : String(error));
          return;
        }
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith(`\0${prefix}`)) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      };
      // Git replaces a file as unlink then add (Publish under npm run cms): one reload, once git is done.
      let pending: ReturnType<typeof setTimeout> | undefined;
      const onContentFile = (file: string) => {
        if (!file.startsWith(dir)) return;
        clearTimeout(pending);
        pending = setTimeout(reload, 250);
      };
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, onContentFile);
    },
  };
}
