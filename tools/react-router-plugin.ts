import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** react-router's production build, by the name the site imports it under. */
const productionFiles: Record<string, string> = {
  'react-router': 'index.mjs',
  'react-router/dom': 'dom-export.mjs',
};
const productionDir = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/', import.meta.url),
);

/**
 * react-router's production build for builds (its package exports only the development one, whose
 * warnings every visitor would download), without its components' displayName lines and with its
 * forwardRef calls marked pure, so Rolldown drops the components the site never uses.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'kilele:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      const file = productionFiles[source];
      return file ? `${productionDir}${file}` : null;
    },
    transform(code, id) {
      if (!id.startsWith(productionDir)) return null;
      const stripped = code
        .replace(/^\s*[\w$]+\.displayName = "[^"]*";$/gm, '')
        .replace(/(?<!__PURE__ \*\/ )\b(React\d*\.forwardRef\()/g, '/* @__PURE__ */ $1');
      return { code: stripped, map: null };
    },
  };
}
