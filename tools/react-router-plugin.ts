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
 * react-router as a production bundle should be, for builds only (the tests and the dev server keep
 * its warnings):
 * - its package exports only its development build, whose warnings every visitor would download;
 *   the production build beside it is the same code with them off;
 * - that build still names its components for the dev tools (`Link.displayName = "Link"`), and
 *   each such line keeps the component, so every page's first script carried the framework mode's
 *   Link, NavLink, Form and prefetching that this site never uses (it links with PageLink).
 *   Without the names, and with its forwardRef calls marked pure (they only wrap a function),
 *   Rolldown drops them.
 * Together, measured on the home page's JavaScript: 142.1 to 137.7 KB gzip.
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
