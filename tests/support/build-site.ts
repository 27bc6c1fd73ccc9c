import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Builds the site as `npm run build` does (the prerender bundle, then the pages, scripts and
 * worker, every language in one build) from a content folder (CONTENT_DIR) into a folder of its
 * own (BUILD_DIR), so the checked-out build is untouched. The content editor is left out
 * (ADMIN_BUILD=0): none of these tests reads it, and it is most of the build's time. "Now" is the
 * build's own time.
 */
export function buildSite(contentDir: string, outDir: string): { status: number | null; output: string } {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONTENT_DIR: contentDir,
    BUILD_DIR: outDir,
    ADMIN_BUILD: '0',
  };
  // This process's vite config set these for itself; the build sets its own.
  delete env.CONTENT_NOW;
  // Vitest sets NODE_ENV=test, which would make this a development build of React (67 KB more).
  delete env.NODE_ENV;
  const run = spawnSync(process.execPath, [join(process.cwd(), 'scripts/build.mjs')], {
    env,
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout + run.stderr };
}
