import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { contentData } from './content-plugin.ts';
import { pictures } from './pictures/pictures-plugin.ts';
import { adminContentSecurityPolicy } from './content-security-policy.ts';
import { loadContent } from './content-data.ts';
import { decapConfig, githubBackend } from './decap-config.ts';

const configId = 'virtual:decap-config';

/** Where the editor's own local backend (decap-server) listens: `npm run cms` and the e2e set CMS_PORT. */
export const cmsPort = () => Number(process.env.CMS_PORT ?? 8081);

/** Serves the Decap CMS configuration, generated from the content schemas, to the /admin bundle. */
function decapConfigModule(): Plugin {
  return {
    name: 'college:decap-config',
    resolveId(id) {
      if (id === configId) return `\0${configId}`;
    },
    load(id) {
      if (id !== `\0${configId}`) return;
      const content = loadContent();
      const config = decapConfig({
        localBackendUrl: `http://localhost:${cmsPort()}/api/v1`,
        backend: githubBackend(content.site.url),
        campuses: content.site.campuses,
      });
      // What the editor's checks before saving compare an entry's references with.
      const references = {
        campuses: content.site.campuses.map(({ id, name }) => ({ id, name })),
        courseSlugs: content.courses.courses.map((course) => course.slug),
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
      handler(html) {
        const policy = adminContentSecurityPolicy({
          localBackend: `http://localhost:${cmsPort()}`,
          header: false,
        });
        return html.replace(
          /<meta charset="[^"]*"\s*\/?>/i,
          (tag) => `${tag}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
        );
      },
    },
  };
}

/**
 * The content editor at /admin: in development the dev server serves admin/index.html with the
 * config module; in a build, after the site is written, a separate Vite build writes
 * admin/index.html and admin/assets/ into the same output. Separate, so Decap's modules never
 * join the site's chunk graph (a shared chunk would change what public pages load).
 */
export function admin({ outDir }: { outDir: string }): Plugin[] {
  let root = process.cwd();
  let isSsr = false;
  return [
    decapConfigModule(),
    {
      name: 'college:admin-build',
      apply: 'build',
      configResolved(config) {
        root = config.root;
        isSsr = Boolean(config.build.ssr);
      },
      async closeBundle() {
        if (isSsr || process.env.ADMIN_BUILD === '0') return;
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          // The previews are the site's own components: the same JSX, content and pictures as the site.
          plugins: [react(), contentData(), pictures(), decapConfigModule(), adminCsp()],
          build: {
            outDir,
            emptyOutDir: false,
            assetsDir: 'admin/assets',
            target: 'es2022',
            chunkSizeWarningLimit: 6000,
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
