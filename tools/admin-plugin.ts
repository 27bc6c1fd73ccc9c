import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { contentApiOf, contentData } from './content-plugin.ts';
import { referencesOf } from './content-data.ts';
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

// Where `module` is found from `from`'s folder: Decap's YAML format must be decap-cms-app's own copy.
const foundFrom = (from: string, module: string) => createRequire(join(from, 'package.json')).resolve(module);
const decapAppFolder = (root: string) => dirname(foundFrom(root, 'decap-cms-app/package.json'));

/** Where the editor's own local backend (decap-server) listens: `npm run cms` and the e2e set CMS_PORT. */
export const cmsPort = () => Number(process.env.CMS_PORT ?? 8081);

/** Serves the Decap CMS configuration to the /admin bundle, and Decap's YAML format. */
function decapConfigModule(): Plugin {
  let resolved: ResolvedConfig | undefined;
  return {
    name: 'college:decap-config',
    // Pre-bundled at the dev server's start: found on the first visit to /admin/, it would reload the page.
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
      // As a bare import, not a file, so the dev server pre-bundles it with the CommonJS `yaml` it
      // imports, which the browser cannot import.
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
      // `references`: what the editor's checks before saving compare an entry's references with.
      return `export const config = ${JSON.stringify(config)};\nexport const references = ${JSON.stringify(referencesOf(content))};`;
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
 * The content editor at /admin: in a build, a separate Vite build after the site's, so Decap's
 * modules never join the site's chunk graph (a shared chunk would change what public pages load).
 */
export function admin({ outDir }: { outDir: string }): Plugin[] {
  let root = process.cwd();
  let contentApi: ContentApi | undefined;
  return [
    decapConfigModule(),
    // Keeps the dev server's watcher out of the worktree where `npm run cms` checks drafts out.
    {
      name: 'college:admin-worktree',
      apply: 'serve',
      config: () => ({ server: { watch: { ignored: [`**/${editorFolder}/**`] } } }),
    },
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
          // The previews are the site's own components, with the content this build already loaded.
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
            // Decap is nearly all of the editor's one chunk (6,009 kB): warn only if much more joins it.
            chunkSizeWarningLimit: 6100,
            rolldownOptions: {
              input: resolve(root, 'admin/index.html'),
              // Silences Decap's dependencies' 'use client' markers and direct evals (allowed on /admin/
              // by its own CSP), which we cannot fix; notices about the editor's own code still show.
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
