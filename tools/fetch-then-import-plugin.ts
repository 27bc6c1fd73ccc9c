import { dirname, join } from 'node:path/posix';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { clientBuildOnly } from './client-build-only.ts';

/** Vite's own module for its preload helper, `__vitePreload`, which every `import()` is wrapped in. */
const preloadHelperId = '\0vite/preload-helper.js';
const helper = fileURLToPath(new URL('../src/chunks/fetch-then-import.ts', import.meta.url));

/**
 * Makes src/chunks/fetch-then-import.ts the helper every `import()` goes through, in place of Vite's
 * modulepreload links: a browser that keeps a failed module fetch would keep a dropped preload
 * too, and the `import()` would fail however often it is tried. `resolveDependencies` puts the
 * imported chunk itself first, so every file the module loader will ask for is fetched first.
 */
export function fetchThenImportHelper(): Plugin {
  let replaced = false;
  return {
    name: 'college:fetch-then-import',
    // The prerender bundle (--ssr) has no preload helper: Vite wraps only the browser's imports.
    apply: clientBuildOnly,
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (file, deps) => [file, ...deps.filter((dep) => dep !== file)],
        },
      },
    }),
    // The filters let only Vite's helper through.
    resolveId: { filter: { id: /^\0vite\/preload-helper\.js$/ }, handler: (id) => id },
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler() {
        replaced = true;
        return `export { fetchThenImport as __vitePreload } from ${JSON.stringify(helper)};`;
      },
    },
    generateBundle: {
      // After Vite's own generateBundle, which writes each import()'s files into the chunks.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        if (chunks.some((chunk) => chunk.dynamicImports.length > 0) && !replaced) {
          this.error(`Vite's preload helper (${preloadHelperId.slice(1)}) was not replaced by ${helper}`);
        }
        for (const chunk of chunks) {
          if (!chunk.isEntry && chunk.viteMetadata?.importedCss.size) {
            this.error(`${chunk.fileName} imports CSS, which fetchThenImport does not load`);
          }
          const unpaired = importsWithoutTheirFiles(chunk);
          if (unpaired.length > 0) {
            this.error(
              `${chunk.fileName}: the import() of ${unpaired.join(', ')} is handed another import's files ` +
                `(the minifier merged two calls, vitejs/vite#23221): load them from separate functions, e.g. a map`,
            );
          }
        }
      },
    },
  };
}

/**
 * The chunks `chunk` imports with `import()` whose call (`__vite__mapDeps([indexes])` into `m.f=[files]`)
 * does not pass their own file first: the minifier can fold two calls into one, with one's files.
 */
function importsWithoutTheirFiles(chunk: Rolldown.OutputChunk): string[] {
  const table = /m\.f=(\[[^\]]*\])/.exec(chunk.code)?.[1];
  const files = table ? (JSON.parse(table) as string[]) : [];
  // A relative base makes the files relative to the chunk.
  const fromRoot = (file: string) => (file.startsWith('.') ? join(dirname(chunk.fileName), file) : file);
  const firsts = new Set(
    [...chunk.code.matchAll(/__vite__mapDeps\(\[(\d+)/g)].map(([, index]) =>
      fromRoot(files[Number(index)] ?? ''),
    ),
  );
  return chunk.dynamicImports.filter((file) => !firsts.has(file));
}
