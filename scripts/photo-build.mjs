// The five-photo build that `BENCH_PHOTOS=1 npm run bench` and `npm run measure:photos` measure:
// a copy of content/ with photos as a phone takes them (scripts/photo-fixtures.mjs at full size:
// 4032x3024 JPEG with GPS, one on its side, a 9.9 MB PNG, a WebP, a 4000x3000 JPEG) as the home
// hero, two course cards, the community and about pages, built as `npm run build` builds the site.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { runnerImport } from 'vite';
import { contentWithPhotos, photoSet } from './photo-fixtures.mjs';

/** Writes the copy of `from` (content/ unless told) with the five photos to `to`; their places. */
export async function writePhotoContent(to, from = resolve('content')) {
  const places = await contentWithPhotos(from, to, { full: true });
  return { places, photos: photoSet(true) };
}

/**
 * `npm run build` (the prerender bundle, the site and the editor) from `contentDir` into `buildDir`,
 * timed. `admin: false` leaves the editor out, as the build tests do (it is not precached).
 * `echo` shows the build's output as it goes; it is returned either way.
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

/** The picture pipeline's settings, read from its TypeScript source (one place for every number). */
export async function pictureSettings() {
  const { module } = await runnerImport(resolve('tools/pictures/picture-settings.ts'));
  return module;
}
