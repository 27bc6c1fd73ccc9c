import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { clientBuildOnly } from './client-build-only.ts';

/** V8's explicit compile hint (Chrome 136+): compile every function of the file as it streams in. */
const hint = '//# allFunctionsCalledOnLoad\n';
const chain = [
  '../src/start-up/entry/main.ts',
  '../src/start-up/start-on-demand.ts',
  '../src/start-up/start-app.ts',
  '../src/start-up/render-app.tsx',
].map((file) => fileURLToPath(new URL(file, import.meta.url)));

/**
 * Marks the chunks every first load runs for eager compilation: nearly all their functions run
 * before hydration, and eager, V8 compiles them on a background thread as the file streams in,
 * not on the main thread as each is first called.
 */
export function compileHints(): Plugin {
  return {
    name: 'college:compile-hints',
    apply: clientBuildOnly,
    generateBundle: {
      // After minification (which drops comments) and Vite's own generateBundle.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const marked = new Set<Rolldown.OutputChunk>();
        // By the modules they hold: the entry's chunk is a group (vite.config.ts), with no facade.
        const queue = chunks.filter((chunk) => chain.some((step) => chunk.moduleIds.includes(step)));
        if (queue.length !== chain.length)
          this.error(`Not every start-up step has a chunk: ${chain.join(', ')}`);
        for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
          if (marked.has(chunk)) continue;
          marked.add(chunk);
          queue.push(...chunks.filter((other) => chunk.imports.includes(other.fileName)));
        }
        for (const chunk of marked) chunk.code = hint + chunk.code;
      },
    },
  };
}
