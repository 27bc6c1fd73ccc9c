import { resolve } from 'node:path';

/**
 * Where builds go: dist (the site) and dist-ssr (the prerender bundle). BUILD_DIR moves both,
 * so two builds (say, a test run and a benchmark) can live side by side.
 */
export function buildDirs(root = process.cwd()) {
  const client = resolve(root, process.env.BUILD_DIR ?? 'dist');
  return { client, ssr: `${client}-ssr` };
}
