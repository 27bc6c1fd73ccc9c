import { resolve } from 'node:path';

/** Where builds go: dist and dist-ssr (the prerender bundle); BUILD_DIR moves both, for builds side by side. */
export function buildDirs(root = process.cwd()) {
  const client = resolve(root, process.env.BUILD_DIR ?? 'dist');
  return { client, ssr: `${client}-ssr` };
}
