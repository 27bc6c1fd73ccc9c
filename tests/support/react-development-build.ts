import { cpSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentRoot } from '../../tools/content-data.ts';
import { sharedBuild } from './build-site.ts';

/**
 * Text only react-dom's development client holds: the start of its hydration-mismatch warning
 * (production React never reports a mismatch of attributes, so its bundle has no such words).
 */
export const reactDevelopmentMarker = 'A tree hydrated but some attributes of the server rendered HTML';

/** Every JavaScript file the build ships under assets/, by name, with its text. */
export const shippedScripts = (buildDir: string) =>
  readdirSync(join(buildDir, 'assets'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, text: readFileSync(join(buildDir, 'assets', name), 'utf8') }));

/**
 * The site as it is today (content/) built with React's development build, which reports every
 * hydration mismatch (REACT_DEVELOPMENT_BUILD, scripts/build.mjs): for the hydration contract
 * (tests/e2e/hydration-contract.spec.ts), and for the build test that proves the marker above
 * finds a development build. Made once per run by whichever asks first (sharedBuild).
 */
export const reactDevelopmentBuild = (buildsDir: string) =>
  sharedBuild(
    buildsDir,
    'react-development',
    (contentDir) => {
      cpSync(contentRoot(), contentDir, { recursive: true });
      return Promise.resolve({});
    },
    'development',
  );
