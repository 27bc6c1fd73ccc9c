import type { Plugin } from 'vite';

/**
 * vite-plugin-pwa 1.3 builds the worker with `output.inlineDynamicImports`, which Vite 8 warns about
 * on every build: this says the same in Rolldown's words (`codeSplitting: false`).
 */
export function swSingleFile(): Plugin {
  return {
    name: 'college:sw-single-file',
    config(config) {
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- where vite-plugin-pwa puts it, the one place to read it
      const options = config.build?.rollupOptions;
      const output = options?.output;
      if (!options || !output || Array.isArray(output) || !('inlineDynamicImports' in output)) return;
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- the old option this plugin restates, read to be removed
      const { inlineDynamicImports, ...rest } = output;
      options.output = { ...rest, codeSplitting: !inlineDynamicImports };
    },
  };
}
