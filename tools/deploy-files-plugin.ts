import { readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { emailjsOrigin } from './content-security-policy.ts';
import { headersFile, pagePaths, redirectsFile } from './deploy-rules.ts';
import { clientBuildOnly } from './client-build-only.ts';

/**
 * Writes Cloudflare Pages' `_headers` and `_redirects` into the build, after the prerenderer's
 * writeBundle, so the redirects list every page it wrote.
 */
export function deployFiles(): Plugin {
  let outDir = '';
  let connectOrigin = '';
  return {
    name: 'college:deploy-files',
    apply: clientBuildOnly,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      connectOrigin = emailjsOrigin(config.env.VITE_EMAILJS_ORIGIN as string | undefined);
    },
    writeBundle: {
      order: 'post',
      async handler() {
        await writeFile(join(outDir, '_headers'), headersFile({ connectOrigin }));
        await writeFile(join(outDir, '_redirects'), redirectsFile(pagePaths(await readdir(outDir))));
      },
    },
  };
}
