// The five-photo build that `BENCH_PHOTOS=1 npm run bench` and `npm run measure:photos` measure: a
// copy of content/ with full-size phone photos (scripts/photo-fixtures.mjs), built as the site is.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { contentWithPhotos, photoSet } from './photo-fixtures.mjs';

/** Writes the copy of content/ with the five photos to `to`; their places. */
export async function writePhotoContent(to) {
  const places = await contentWithPhotos(resolve('content'), to, { full: true });
  return { places, photos: photoSet(true) };
}

/**
 * `npm run build` from `contentDir` into `buildDir`, timed, its output returned (`echo` also shows it).
 * `admin: false` leaves the editor out, as the build tests do (it is not precached).
 */
export function buildSite({ contentDir, buildDir, admin = true, echo = false }) {
  const env = { ...process.env, CONTENT_DIR: contentDir, BUILD_DIR: buildDir };
  if (!admin) env.ADMIN_BUILD = '0';
  const started = performance.now();
  const run = spawnSync('npm', ['run', 'build'], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', echo ? 'inherit' : 'pipe', echo ? 'inherit' : 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  return { status: run.status, output: `${run.stdout ?? ''}${run.stderr ?? ''}`, ms };
}
