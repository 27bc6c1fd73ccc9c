import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { locales } from '../src/config/locales.ts';
import { languageModuleOf } from './locale-chunks.ts';

/** The app's own modules (and the content plugin's virtual ones): the packages keep chunks of their own. */
const isOwn = (id: string) => !id.includes('/node_modules/') && !id.startsWith('\0vite/');

/**
 * What loads when, from the complete module graph, for vite.config.ts's chunking: by this rather
 * than by file names, so a file can be renamed or moved without moving bytes.
 */
export function startChunks(root = process.cwd()) {
  // Each build's, set anew in buildEnd.
  let entryModules = new Set<string>();
  let onDemandModules = new Set<string>();
  let outboxModules = new Set<string>();
  let islandModules = new Set<string>();
  let shellModules = new Set<string>();
  let loadedOnTheirOwn = new Set<string>();
  /** How many pages (src/pages/*-page.tsx) import each module, directly or through others. */
  const pagesUsing = new Map<string, number>();

  const plugin: Plugin = {
    name: 'college:start-chunks',
    buildEnd() {
      pagesUsing.clear();
      loadedOnTheirOwn = new Set(
        [...this.getModuleIds()].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
      );
      /** Each own module `roots` import statically, and those they import. */
      const reach = (roots: readonly string[]) => {
        const into = new Set<string>();
        const queue = [...roots];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (into.has(id) || !isOwn(id)) continue;
          into.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return into;
      };
      entryModules = reach([resolve(root, 'src/start-up/entry/main.ts')]);
      onDemandModules = reach([resolve(root, 'src/start-up/start-on-demand.ts')]);
      outboxModules = reach([resolve(root, 'src/features/booking/outbox/outbox.ts')]);
      const languageModules = [...this.getModuleIds()].filter((id) => languageModuleOf(id) !== undefined);
      const helpersOf = locales.map((locale) =>
        reach(languageModules.filter((id) => languageModuleOf(id)?.locale === locale)),
      );
      // With the helpers every language's words import (the island loads the words), and a language's
      // helper the outbox imports, so its words need not wait for the outbox chunk.
      const islandHelpers = helpersOf
        .flatMap((helpers) => [...helpers])
        .filter(
          (id) =>
            languageModuleOf(id) === undefined &&
            (outboxModules.has(id) || helpersOf.every((helpers) => helpers.has(id))),
        );
      islandModules = reach([resolve(root, 'src/start-up/booking-island.tsx'), ...islandHelpers]);
      shellModules = reach([
        resolve(root, 'src/start-up/start-app.ts'),
        resolve(root, 'src/start-up/render-app.tsx'),
      ]);
      for (const page of [...this.getModuleIds()].filter((id) => /\/src\/pages\/[^/]+-page\.tsx$/.test(id))) {
        for (const id of reach([page])) pagesUsing.set(id, (pagesUsing.get(id) ?? 0) + 1);
      }
    },
  };
  const isIsland = (id: string) =>
    islandModules.has(id) &&
    languageModuleOf(id) === undefined &&
    !onDemandModules.has(id) &&
    !entryModules.has(id);
  /** An island module the app, another page or the outbox (which loads just after the island) uses too. */
  const sharedWithIsland = (id: string) =>
    shellModules.has(id) || outboxModules.has(id) || (pagesUsing.get(id) ?? 0) > 1;
  /** An own module no `import()` loads on its own (as a page, a language's words or a start-up step are). */
  const isPart = (id: string) => isOwn(id) && !entryModules.has(id) && !loadedOnTheirOwn.has(id);
  return {
    plugin,
    /** What the entry chunk holds: the entry script and what it imports (Vite's preload helper aside). */
    inEntry: (id: string) => entryModules.has(id),
    /** What a static page's first load runs instead of the app (the app imports some of it too). */
    inStartOnDemand: (id: string) => onDemandModules.has(id) && !entryModules.has(id),
    /** The booking outbox, which a static page starts with no app and the island after hydrating. */
    inOutbox: (id: string) =>
      outboxModules.has(id) && !islandModules.has(id) && !onDemandModules.has(id) && !entryModules.has(id),
    /**
     * The booking form's island, which the booking page runs without the app: `inIsland`, what only
     * it and that page use; `inIslandAndShell`, what the app, other pages or the outbox use too.
     */
    inIsland: (id: string) => isIsland(id) && !sharedWithIsland(id),
    inIslandAndShell: (id: string) => isIsland(id) && sharedWithIsland(id),
    /** A part of the app every page runs. */
    inShell: (id: string) => isPart(id) && shellModules.has(id),
    /** A part two pages or more share and the app does not: loaded with the first non-static page. */
    sharedByPages: (id: string) => isPart(id) && !shellModules.has(id) && (pagesUsing.get(id) ?? 0) >= 2,
  };
}
