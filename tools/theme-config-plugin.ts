import { isDeepStrictEqual } from 'node:util';
import type { Plugin } from 'vite';

const id = 'virtual:theme-config';
const resolvedId = `\0${id}`;

/**
 * Serves src/theme/system-config.ts's config as `virtual:theme-config`, worked out at build time:
 * what the browser loads is the result, only the recipes and tokens the site uses, rather than
 * Chakra's whole theme and the code that picks from it (a chunk of 8.9 KB gzip every app start
 * loaded and ran). The config must be data: a function in it stops the build.
 */
export function themeConfig(): Plugin {
  return {
    name: 'college:theme-config',
    resolveId: (source) => (source === id ? resolvedId : undefined),
    async load(loaded) {
      if (loaded !== resolvedId) return undefined;
      // Loaded here, not with the Vite config: only builds and servers that render the site need
      // Chakra's theme in Node.
      const { config } = await import('../src/theme/system-config.ts');
      const json = JSON.stringify(config);
      if (!isDeepStrictEqual(JSON.parse(json), config))
        this.error('src/theme/system-config.ts must hold only data (no functions, no undefined values)');
      return `export const config = ${json};`;
    },
  };
}
