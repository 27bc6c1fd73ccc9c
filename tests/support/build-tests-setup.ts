import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder for builds several build-test files share (build-site.ts, sharedBuild). */
    sharedBuildsDir: string;
  }
}

/**
 * Vitest's global set-up of the build tests: one folder per run for the builds they share. Under
 * `npm test` it is the whole run's (SHARED_BUILDS_DIR, scripts/run-tests.mjs), so the e2e suite
 * reads the photo build made here; run alone, a folder of its own, removed at the end.
 */
export default function setup(project: TestProject) {
  const given = process.env.SHARED_BUILDS_DIR;
  const dir = given || mkdtempSync(join(tmpdir(), 'kilele-shared-builds-'));
  project.provide('sharedBuildsDir', dir);
  return () => {
    if (!given) rmSync(dir, { recursive: true, force: true });
  };
}
