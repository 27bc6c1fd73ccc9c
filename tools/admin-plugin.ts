import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { contentApiOf, contentData } from './content-plugin.ts';
import { pictures } from './pictures/pictures-plugin.ts';
import { themeConfig } from './theme-config-plugin.ts';
import { adminContentSecurityPolicy } from './content-security-policy.ts';
import { withCspMeta } from './csp-plugin.ts';
import type { ContentApi } from './content/loaded-content.ts';
import { decapConfig, githubBackend } from './decap-config.ts';
import { editorFolder } from '../scripts/cms-worktree.mjs';
import { clientBuildOnly } from './client-build-only.ts';

const configId = 'virtual:decap-config';
const yamlId = 'virtual:decap-yaml';

const decapYamlModule = 'decap-cms-core/dist/esm/formats/yaml.js';

/**
 * Where `module` is found from `from`'s folder: Decap's YAML format must be the copy decap-cms-app
 * finds, not a second one.
 */
const foundFrom = (from: string, module: string) => createRequire(join(from, 'package.json')).resolve(module);
const decapAppFolder = (root: string) => dirname(foundFrom(root, 'decap-cms-app/package.json'));

/** Where the editor's own local backend (decap-server) listens: `npm run cms` and the e2e set CMS_PORT. */
export const cmsPort = () => Number(process.env.CMS_PORT ?? 8081);

/**
 * Serves the Decap CMS configuration, generated from the content schemas, to the /admin bundle, and
 * Decap's YAML format as `virtual:decap-yaml`.
 */
function decapConfigModule(): Plugin {
  let resolved: ResolvedConfig | undefined;
  return {
    name: 'college:decap-config',
    // Pre-bundled with the editor's other modules at the dev server's start: found only on the first
    // visit to /admin/, it would be bundled then and the page reloaded.
    config: () => ({ optimizeDeps: { include: [decapYamlModule] } }),
    configResolved(config) {
      resolved = config;
    },
    buildStart() {
      const root = resolved?.root ?? process.cwd();
      if (foundFrom(root, decapYamlModule) !== foundFrom(decapAppFolder(root), decapYamlModule))
        this.error(`decap-cms-app uses another copy of ${decapYamlModule} than the project's own`);
    },
    async resolveId(id, importer) {
      if (id === configId) return `\0${configId}`;
      // As the bare import the editor's source would write, not as a file: so the dev server
      // pre-bundles it, with the CommonJS `yaml` it imports (a file in node_modules is served as it
      // is, and the browser cannot import CommonJS).
      if (id === yamlId) return this.resolve(decapYamlModule, importer, { skipSelf: true });
    },
    load(id) {
      if (id !== `\0${configId}`) return;
      if (!resolved) throw new Error('the Vite config is not resolved yet');
      const content = contentApiOf(resolved).content().data;
      const config = decapConfig({
        localBackendUrl: `http://localhost:${cmsPort()}/api/v1`,
        backend: githubBackend(content.site.url),
        campuses: content.site.campuses,
      });
      // What the editor's checks before saving compare an entry's references with.
      const references = {
        campuses: content.site.campuses.map(({ id, name }) => ({ id, name })),
        courseSlugs: content.courses.map((course) => course.slug),
      };
      return `export const config = ${JSON.stringify(config)};\nexport const references = ${JSON.stringify(references)};`;
    },
  };
}

/** admin/index.html gets the editor's own CSP, never the public pages' one (nor the reverse). */
function adminCsp(): Plugin {
  return {
    name: 'college:admin-csp',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        withCspMeta(
          html,
          adminContentSecurityPolicy({ localBackend: `http://localhost:${cmsPort()}`, header: false }),
        ),
    },
  };
}

/**
 * Keeps the dev server's watcher out of the editor's own worktree (`npm run cms`, .cms/), where
 * decap-server checks drafts out: none of it is what the dev server serves.
 */
function ignoreEditorWorktree(): Plugin {
  return {
    name: 'college:admin-worktree',
    apply: 'serve',
    config: () => ({ server: { watch: { ignored: [`**/${editorFolder}/**`] } } }),
  };
}

/**
 * The content editor at /admin: in development the dev server serves admin/index.html with the
 * config module; in a build, after the site is written, a separate Vite build writes the editor's
 * page and its assets under admin/ in the same output. Separate, so Decap's modules never
 * join the site's chunk graph (a shared chunk would change what public pages load).
 */
export function admin({ outDir }: { outDir: string }): Plugin[] {
  let root = process.cwd();
  let contentApi: ContentApi | undefined;
  return [
    decapConfigModule(),
    ignoreEditorWorktree(),
    {
      name: 'college:admin-build',
      apply: clientBuildOnly,
      configResolved(config) {
        root = config.root;
        contentApi = contentApiOf(config);
      },
      async closeBundle() {
        if (process.env.ADMIN_BUILD === '0') return;
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          // The previews are the site's own components: the same JSX, content and pictures as the site.
          // The site's own content, as this build loaded and checked it: not loaded a second time.
          plugins: [
            react(),
            contentData({ content: contentApi?.content() }),
            pictures(),
            themeConfig(),
            decapConfigModule(),
            adminCsp(),
          ],
          build: {
            outDir,
            emptyOutDir: false,
            assetsDir: 'admin/assets',
            target: 'es2022',
            // Decap is nearly all of the editor's one chunk (6,009 kB with the previews and the checks of
            // both languages): the notice says only when something much bigger joins it.
            chunkSizeWarningLimit: 6100,
            rolldownOptions: {
              input: resolve(root, 'admin/index.html'),
              // Notices about Decap's own dependencies, which we neither change nor can fix: react-toastify's
              // 'use client' marker (meaningless outside React Server Components) and the direct eval
              // of gray-matter, @iarna/toml and js-sha256 (allowed on /admin/ only by its own CSP).
              // Anything about the editor's own code still shows.
              onLog(level, log, handler) {
                const dependency = log.id?.includes('/node_modules/') ?? false;
                if (dependency && (log.code === 'MODULE_LEVEL_DIRECTIVE' || log.code === 'EVAL')) return;
                handler(level, log);
              },
            },
          },
        });
      },
    },
  ];
}
