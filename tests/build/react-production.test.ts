import { describe, expect, inject, it } from 'vitest';
import { buildDirs } from '../../tools/build-dirs.ts';
import {
  reactDevelopmentBuild,
  reactDevelopmentMarker,
  shippedScripts,
} from '../support/react-development-build.ts';
import { hungBuildMs } from '../support/build-site.ts';

/**
 * Every build ships React's production build, whatever NODE_ENV the shell or a parent process has
 * (scripts/build.mjs): React's development build is several times slower to start, and a bench of
 * it measures React, not the site. `npm test` builds under a NODE_ENV of its own (the test runner's).
 */
const scriptsWithMarker = (buildDir: string) =>
  shippedScripts(buildDir)
    .filter(({ text }) => text.includes(reactDevelopmentMarker))
    .map(({ name }) => name);

describe("the build ships React's production build", () => {
  it('has no script of react-dom’s development build', () => {
    expect(scriptsWithMarker(buildDirs().client)).toEqual([]);
    // And react-dom's production build is there (its error links), so the check above read the app.
    const scripts = shippedScripts(buildDirs().client);
    expect(scripts.some(({ text }) => text.includes('react.dev/errors/'))).toBe(true);
  });

  it(
    'would find a development build by the same check (the hydration contract’s build)',
    async () => {
      const build = await reactDevelopmentBuild(inject('sharedBuildsDir'));
      expect(build.status, build.output).toBe(0);
      expect(scriptsWithMarker(build.dir)).not.toEqual([]);
    },
    hungBuildMs,
  );
});
