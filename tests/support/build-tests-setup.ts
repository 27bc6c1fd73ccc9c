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

/** Vitest's global set-up of the build tests: one folder per run for the builds they share. */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'kilele-shared-builds-'));
  project.provide('sharedBuildsDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
