/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { admin } from './tools/admin-plugin.ts';
import { buildDirs } from './tools/build-dirs.ts';
import { buildLocale } from './tools/site-locale.ts';
import { localeInfo } from './src/config/locales.ts';
import { cspMeta } from './tools/csp-plugin.ts';
import { deployFiles } from './tools/deploy-files-plugin.ts';
import { emailEndpoint } from './tools/email-endpoint-plugin.ts';
import { contentData } from './tools/content-plugin.ts';
import { prerender } from './tools/prerender-plugin.ts';
import { pictures } from './tools/pictures/pictures-plugin.ts';
import { previewRouting } from './tools/preview-routing-plugin.ts';
import { pwa } from './tools/pwa-plugin.ts';
import { reactRouterProduction } from './tools/react-router-plugin.ts';
import { seoFiles } from './tools/seo-files-plugin.ts';
import { shareImages } from './tools/share-images-plugin.ts';

// The language this run builds (scripts/build.mjs runs one per language), and whether it is the
// first (it empties the output) or the last (it writes what covers every language).
const build = buildLocale();
const dirs = buildDirs(process.cwd(), build.locale);

export default defineConfig(({ isSsrBuild }) => ({
  define: { 'import.meta.env.SITE_LOCALE': JSON.stringify(build.locale) },
  resolve: {
    alias: [
      // The interface's words in this build's language: each page loads its own language's only.
      {
        find: /^#ui-strings\/(.+)$/,
        replacement: fileURLToPath(new URL(`./src/i18n/${build.locale}/$1.ts`, import.meta.url)),
      },
    ],
  },
  // Every route is its own prerendered HTML file: no SPA fallback to index.html.
  appType: 'mpa',
  plugins: [
    react(),
    reactRouterProduction(),
    // The data files under content/, checked against their schemas: a bad file stops the build.
    contentData({ locale: build.locale }),
    // The content's pictures: checked, encoded for phones (cached between builds), as virtual:pictures.
    pictures(),
    prerender({ serverEntry: `${dirs.ssr}/entry-server.js`, lang: localeInfo[build.locale].lang }),
    // The sitemap lists both languages' pages: written once, by the last language's build.
    ...(build.last ? [seoFiles({ serverEntry: `${dirs.ssr}/entry-server.js` })] : []),
    // Each course's share card in this language, drawn from the data (not precached: only link previews load them).
    shareImages({ locale: build.locale }),
    cspMeta(),
    // Cloudflare Pages' _headers and _redirects, from the rules deploy/nginx.conf is made from.
    ...(build.last ? [deployFiles()] : []),
    // Before previewRouting, so the local e-mail endpoint answers before any page routing.
    emailEndpoint(),
    previewRouting(),
    // The content editor at /admin: served by the dev server whatever the language; its own bundle,
    // built separately after the site, by the last language's build.
    ...admin({ outDir: dirs.client, writeBuild: build.last }),
    // Last: its closeBundle precaches what the plugins above wrote in writeBundle (the pages), of
    // every language's build, so only the last language's build has it.
    ...(build.last ? [pwa()] : []),
  ],
  build: {
    outDir: isSsrBuild ? dirs.ssr : dirs.client,
    // The first language's build starts from an empty folder; the others add their pages to it.
    emptyOutDir: isSsrBuild || build.first,
    // Each language's scripts apart (assets/ and assets/sw/): the worker precaches only the
    // visitor's language, and a file of one language never replaces the other's.
    assetsDir: build.locale === 'en' ? 'assets' : `assets/${build.locale}`,
    // The site's modules run as they are written in every browser that runs them: no down-levelling.
    target: 'es2022',
    // Every browser that runs ES2022 modules supports modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The editor's build and the prerender run in closeBundle/writeBundle by design (after the
      // site's bundle); on a busy machine that takes longer than the bundle itself, and Rolldown
      // then prints a timing notice on every build. Nothing to act on: off.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [
            // The entry chunk: src/start-up/entry/ and Vite's preload helper, which as a chunk of its
            // own would be a second high-priority request before every page's first paint.
            {
              name: 'index',
              test: /vite\/preload-helper|\/src\/start-up\/entry\//,
              priority: 10,
            },
            // The small components and helpers that several pages share, in one chunk instead of
            // a dozen sub-kilobyte ones: fewer requests on a first visit, and better compression.
            // The checked data files (virtual:content/*, tools/content-plugin.ts) count as content.
            // Not what only later loads or dated pages use, so it stays out of the JavaScript the
            // home page needs to start (tests/build/budgets.test.ts): config/env.ts (read by the
            // booking's senders, after hydration), the visitor's-clock helpers and check lists of the
            // community, course and corporate pages, and the college's calendar, hours, closures and
            // phone rules that the dated pages and the booking use (chunks of their own, by Rolldown).
            {
              name: 'shared',
              test: /\/src\/(?:components\/(?!use-content-now\.|check-list\.)|config\/(?!env\.)|lib\/(?!phone-number\.)|content\/(?!college-time\.|opening-hours\.))|^\0virtual:content\/(?!closures)/,
              minShareCount: 2,
            },
          ],
        },
      },
      treeshake: {
        // Chakra's theme module builds its whole default theme with these helpers at load time;
        // marked pure, the recipes this site never registers (src/theme/system-config.ts) drop out.
        manualPureFunctions: [
          'defineConfig',
          'defineRecipe',
          'defineSlotRecipe',
          'defineTokens',
          'defineSemanticTokens',
          'defineKeyframes',
          'defineTextStyles',
          'defineLayerStyles',
          'defineAnimationStyles',
          'defineGlobalStyles',
          // Chakra's anatomy module names the parts of every Ark component; only the field's is used.
          'createAnatomy',
        ],
      },
    },
  },
  // Bundle everything into the prerender entry so one Node import renders every page. Only for
  // that build: the unit tests load packages from node_modules as they are (inlining Chakra made
  // Vite transform thousands of its files, 10 s for each test file that imports it).
  ssr: isSsrBuild ? { noExternal: true } : {},
  preview: { port: 4173, strictPort: true },
  // DEV_PORT: a second dev server (a test's, another checkout's) beside the usual one.
  server: { port: Number(process.env.DEV_PORT || 5173) },
  test: {
    projects: [
      // Node by default (most modules here are plain logic); files that need a DOM, `window` or
      // `navigator` say `// @vitest-environment jsdom` on their first line. jsdom for all 21 files
      // cost 13 s of set-up, a third of the unit run.
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      // Checks of the production build in dist (run after `npm run build`): precache list, budgets.
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'], environment: 'node' } },
      // `npm run check:launch-content` only (not `npm test`): the launch content against the brief.
      {
        extends: true,
        test: { name: 'launch', include: ['tests/launch/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
}));
