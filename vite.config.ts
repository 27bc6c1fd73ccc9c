/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { admin } from './tools/admin-plugin.ts';
import { buildDirs } from './tools/build-dirs.ts';
import { compileHints } from './tools/compile-hints-plugin.ts';
import { localeChunkFileName } from './tools/locale-chunks.ts';
import { cspMeta } from './tools/csp-plugin.ts';
import { deployFiles } from './tools/deploy-files-plugin.ts';
import { emailEndpoint } from './tools/email-endpoint-plugin.ts';
import { fetchThenImportHelper } from './tools/fetch-then-import-plugin.ts';
import { contentData } from './tools/content-plugin.ts';
import { prerender } from './tools/prerender-plugin.ts';
import { pictures } from './tools/pictures/pictures-plugin.ts';
import { previewRouting } from './tools/preview-routing-plugin.ts';
import { pwa } from './tools/pwa-plugin.ts';
import { reactRouterProduction } from './tools/react-router-plugin.ts';
import { servedAsDeployed } from './tools/served-as-deployed-plugin.ts';
import { shareImages } from './tools/share-images-plugin.ts';
import { startChunks } from './tools/start-chunks-plugin.ts';
import { startPage } from './tools/start-page-plugin.ts';
import { themeConfig } from './tools/theme-config-plugin.ts';

const dirs = buildDirs(process.cwd());
const start = startChunks();

// One build for every language: each page reads its language's words and content (small chunks of
// that language, src/locale/locale-modules.ts), and what covers every language (the sitemap, the
// server rules, the editor, the worker's precache) is written once, after every page.
export default defineConfig(({ isSsrBuild }) => ({
  // Every route is its own prerendered HTML file: no SPA fallback to index.html.
  appType: 'mpa',
  plugins: [
    react(),
    start.plugin,
    reactRouterProduction(),
    // Every import() fetches its chunks first: a failed request never reaches the module loader, which may keep it.
    fetchThenImportHelper(),
    // The start-up chain's chunks compiled off the main thread as they stream in.
    compileHints(),
    // The data files under content/, checked against their schemas: a bad file stops the build.
    contentData(),
    // The Chakra config, worked out at build time: only the recipes and tokens the site uses.
    themeConfig(),
    // The content's pictures: checked, encoded for phones (cached between builds), as virtual:pictures.
    pictures(),
    // Every page in every language, and the sitemap.
    prerender({ serverEntry: `${dirs.ssr}/entry-server.js` }),
    // Each course's share card in each language, drawn from the data (not precached: only link previews load them).
    shareImages(),
    cspMeta(),
    // /start without the worker: the home page of the language chosen last.
    startPage(),
    // Cloudflare Pages' _headers and _redirects, from the rules deploy/nginx.conf is made from.
    deployFiles(),
    // Before previewRouting, so the local e-mail endpoint answers before any page routing.
    emailEndpoint(),
    previewRouting(),
    // After previewRouting (a page's address is its file by then): the deploy rules' headers, compressed as hosts do.
    servedAsDeployed(),
    // The content editor at /admin (and in the dev server): its own bundle, built after the site.
    ...admin({ outDir: dirs.client }),
    // Last: its closeBundle precaches what the plugins above wrote in writeBundle (the pages).
    pwa(),
  ],
  build: {
    outDir: isSsrBuild ? dirs.ssr : dirs.client,
    emptyOutDir: true,
    // The site's modules run as they are written in every browser that runs them: no down-levelling.
    target: 'es2022',
    // No modulepreload links (tools/fetch-then-import-plugin.ts replaces the helper that adds them,
    // and sets resolveDependencies), so no polyfill for them in the entry either.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The editor's build and the prerender run in closeBundle/writeBundle by design (after the
      // site's bundle); on a busy machine that takes longer than the bundle itself, and Rolldown
      // then prints a timing notice on every build. Nothing to act on: off.
      checks: { bundlerTimings: false },
      output: {
        // A language's words and content apart (assets/<locale>/): the worker keeps them with that
        // language's pages, on the device once a reader reads it.
        chunkFileNames: localeChunkFileName,
        codeSplitting: {
          groups: [
            // By what loads when (tools/start-chunks-plugin.ts), never by file name: the entry script
            // and what it imports, with Vite's preload helper (as a chunk of its own, a second
            // high-priority request before every page's first paint); what a static page runs instead
            // of the app, the outbox it starts and the booking form's island, apart from the app even
            // where the app uses them too; then the parts of the app every
            // page runs; then what pages share, one chunk rather than a dozen small ones, which a
            // static page's first visit does not load. The rest Rolldown splits by the chunks that use it.
            {
              name: 'index',
              test: (id) => id.includes('vite/preload-helper') || start.inEntry(id),
              priority: 10,
            },
            { name: 'start-on-demand', test: (id) => start.inStartOnDemand(id), priority: 5 },
            // What the island shares with the app and the outbox first: each group takes in what its
            // modules import. The outbox after them, as the island loads it only once hydrated.
            { name: 'island-and-app', test: (id) => start.inIslandAndShell(id), priority: 4 },
            { name: 'booking-island', test: (id) => start.inIsland(id), priority: 3 },
            { name: 'outbox', test: (id) => start.inOutbox(id), priority: 2 },
            { name: 'shared', test: (id) => start.inShell(id), minShareCount: 2 },
            { name: 'page-parts', test: (id) => start.sharedByPages(id), minShareCount: 2 },
          ],
        },
      },
    },
  },
  // Bundle everything into the prerender entry so one Node import renders every page. Only for
  // that build: the unit tests load packages from node_modules as they are (inlining Chakra made
  // Vite transform thousands of its files, 10 s for each test file that imports it).
  ssr: isSsrBuild ? { noExternal: true } : {},
  // PREVIEW_TLS_DIR (the benches', scripts/bench-report.mjs): over HTTPS, where Vite speaks HTTP/2.
  preview: {
    port: 4173,
    strictPort: true,
    https: process.env.PREVIEW_TLS_DIR
      ? { cert: `${process.env.PREVIEW_TLS_DIR}/cert.pem`, key: `${process.env.PREVIEW_TLS_DIR}/key.pem` }
      : undefined,
  },
  // DEV_PORT: a second dev server (a test's, another checkout's) beside the usual one.
  server: { port: Number(process.env.DEV_PORT || 5173) },
  test: {
    // Vitest's default is one worker per core less one: a single worker on two cores, which leaves
    // a core idle while a file imports or a build test waits on its build (docs/testing.md).
    maxWorkers: 3,
    // A timeout is there to end a hung test, not to time one: `npm test` runs these beside the
    // typecheck and lint on two cores, where a test's wall time is several times its CPU time
    // (seen: a test of 2.2 s took 4.3 s beside busy processes), too near the 5 s default.
    testTimeout: 20_000,
    projects: [
      // Node by default (most modules here are plain logic); files that need a DOM, `window` or
      // `navigator` say `// @vitest-environment jsdom` on their first line. jsdom for every file cost
      // seconds of set-up each, a third of the unit run.
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      // Checks of the production build in dist (run after `npm run build`): precache list, budgets.
      // The set-up gives the run a folder for the builds several of its files share.
      {
        extends: true,
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/build-tests-setup.ts'],
        },
      },
      // `npm run check:launch-content` only (not `npm test`): the launch content against the brief.
      {
        extends: true,
        test: { name: 'launch', include: ['tests/launch/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
}));
