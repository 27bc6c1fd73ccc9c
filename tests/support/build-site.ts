import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Which build of React the site ships: production always, but for the hydration contract. */
export type ReactBuild = 'production' | 'development';

export interface SiteBuild {
  status: number | null;
  output: string;
}

/**
 * Builds the site as `npm run build` does (the prerender bundle, then the pages, scripts and
 * worker, every language in one build) from a content folder (CONTENT_DIR) into a folder of its
 * own (BUILD_DIR), so the checked-out build is untouched. React's development build only when
 * asked (scripts/build.mjs, REACT_DEVELOPMENT_BUILD). The content editor is left out
 * (ADMIN_BUILD=0): none of these tests reads it, and it is most of the build's time. "Now" is the
 * build's own time.
 */
export function buildSite(contentDir: string, outDir: string, react: ReactBuild = 'production'): SiteBuild {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONTENT_DIR: contentDir,
    BUILD_DIR: outDir,
    ADMIN_BUILD: '0',
  };
  // This process's vite config set these for itself; the build sets its own.
  delete env.CONTENT_NOW;
  delete env.REACT_DEVELOPMENT_BUILD;
  if (react === 'development') env.REACT_DEVELOPMENT_BUILD = '1';
  const run = spawnSync(process.execPath, [join(process.cwd(), 'scripts/build.mjs')], {
    env,
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

/**
 * How long a test waits for a build of its own before calling it hung. Not a measure of speed:
 * beside the typecheck, lint and unit tests on two cores, the photo build took 205 s in a clean
 * fresh-clone run, and over 240 s with one more process on the machine.
 */
export const hungBuildMs = 600_000;

/** What a shared build leaves beside it for the test files that did not make it. */
interface SharedBuildRecord<T> extends SiteBuild {
  facts: T;
}

/**
 * A build that several test files read, made once per run by whichever asks first, in the run's
 * folder `buildsDir` (tests/support/build-tests-setup.ts): each build is 10 to 15 CPU-s. The first
 * caller writes the content with `prepare` (into `content`, returning what the tests need to know
 * of it), builds it into `dist`; the others wait for its record. Test files run in processes of
 * their own (and the e2e suite in another), so the claim is a directory made atomically.
 */
export async function sharedBuild<T>(
  buildsDir: string,
  name: string,
  prepare: (contentDir: string) => Promise<T>,
  react: ReactBuild = 'production',
): Promise<SharedBuildRecord<T> & { dir: string }> {
  const root = join(buildsDir, name);
  const dir = join(root, 'dist');
  const recordFile = join(root, 'record.json');
  let claimed = false;
  try {
    mkdirSync(root);
    claimed = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (claimed) {
    const facts = await prepare(join(root, 'content'));
    const record: SharedBuildRecord<T> = { ...buildSite(join(root, 'content'), dir, react), facts };
    // Written whole, then renamed in one step: a waiting file never reads half a record.
    writeFileSync(`${recordFile}.part`, JSON.stringify(record));
    renameSync(`${recordFile}.part`, recordFile);
  }
  // The record appears when the build ends; the callers' own hook timeout bounds the wait.
  while (!existsSync(recordFile)) await sleep(250);
  return { ...(JSON.parse(readFileSync(recordFile, 'utf8')) as SharedBuildRecord<T>), dir };
}
