import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

// One run of the editor on the production build at a time in this checkout: each takes the local
// backend's port (CMS_PORT), which the build's editor was built to ask.
const lockDir = join(process.cwd(), 'test-results', '.cms-admin.lock');
// Longer than a whole run of the tests: a lock this old was left by a run that was killed.
const staleLockMs = 5 * 60_000;
// Whether this process holds it: a run that timed out waiting must not free another's.
let held = false;

export async function takeEditorLock(): Promise<void> {
  mkdirSync(join(lockDir, '..'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lockDir);
      held = true;
      return;
    } catch {
      const takenAt = statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - takenAt > staleLockMs) rmSync(lockDir, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

export function releaseEditorLock(): void {
  if (!held) return;
  held = false;
  rmSync(lockDir, { recursive: true, force: true });
}
