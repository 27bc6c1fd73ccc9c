// `npm run measure:photos`: the picture pipeline on five phone photos (scripts/photo-build.mjs): build
// time with the picture cache cold and warm, every file shipped per photo (bytes, bytes a pixel,
// metadata left), and the precache's growth a photo over the launch content. Timings are rough; it
// empties the picture cache (node_modules/.cache/pictures), so the next build re-encodes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { runnerImport } from 'vite';
import { buildSite, writePhotoContent } from './photo-build.mjs';

// The pipeline's own settings and names, from its TypeScript source.
const { module: settings } = await runnerImport(resolve('tools/pictures/picture-settings.ts'));
const { module: allowance } = await runnerImport(resolve('src/content/schema/photo-allowance.ts'));
const { module: pipeline } = await runnerImport(resolve('tools/pictures/prepare-pictures.ts'));
const widest = Math.max(...settings.pictureWidths);
const work = await mkdtemp(join(tmpdir(), 'kilele-measure-photos-'));
const contentDir = join(work, 'content');
const buildDir = join(work, 'dist');
const launchDir = join(work, 'launch');

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
// The EXIF block's pointer to its GPS section (tag 0x8825), in either byte order.
const hasGps = (exif) =>
  Boolean(exif) && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
const metadataLeft = (meta) =>
  [meta.exif && 'EXIF', hasGps(meta.exif) && 'GPS', meta.icc && 'ICC', meta.xmp && 'XMP'].filter(Boolean);

function build(label, options) {
  const run = buildSite(options);
  if (run.status !== 0) {
    console.error(`\nThe ${label} build failed (exit ${run.status}). Its output:\n${run.output}`);
    throw new Error(`the ${label} build failed`);
  }
  const prepared = run.output.match(/prepared \d+ pictures \(\d+ photos\) in \d+ ms/g) ?? [];
  console.log(`${label}: ${seconds(run.ms)} (${prepared.join('; ') || 'no "prepared" line in the output'})`);
}

/** Every precache entry of a build and its gzip size, as tests/build/budgets.test.ts sums them. */
function precache(dir) {
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  const urls = [...new Set([...sw.matchAll(/["']?url["']?\s*:\s*["']([^"']+)["']/g)].map(([, url]) => url))];
  const entries = urls.map((url) => ({ url, gzip: gzipSync(readFileSync(join(dir, url))).byteLength }));
  return { entries, total: entries.reduce((sum, entry) => sum + entry.gzip, 0) };
}

try {
  const load = loadavg().map((average) => average.toFixed(2));
  console.log(`Load average ${load.join(', ')} (timings are noisy)\n`);
  const { places, photos } = await writePhotoContent(contentDir);
  console.log('Sources (content/images of the copy):');
  const where = [places.hero, ...places.courses, places.community, places.about];
  for (const [index, photo] of photos.entries()) {
    const bytes = await readFile(join(contentDir, 'images', photo.name));
    const meta = await sharp(bytes).metadata();
    console.log(
      `  ${photo.name.padEnd(18)} ${meta.format} ${meta.width}x${meta.height}${meta.orientation ? ` orientation ${meta.orientation}` : ''}, ${kb(bytes.length)}, metadata: ${metadataLeft(meta).join(' ') || 'none'}; as ${where[index]}`,
    );
  }

  const cacheDir = resolve(settings.pictureCacheDir);
  await rm(cacheDir, { recursive: true, force: true });
  console.log(`\nBuild (npm run build, editor included), ${cacheDir} emptied first:`);
  build('cold', { contentDir, buildDir });
  build('warm', { contentDir, buildDir });

  console.log(
    `\nShipped (limits: ${kb(settings.maxPictureBytes)} a file, ${settings.maxBytesPerPixel} bytes a pixel, at most ${widest} px wide; phone file ${kib(allowance.maxPhoneBytes)}):`,
  );
  const shipped = [settings.phoneDir, settings.wideDir].flatMap((dir) =>
    existsSync(join(buildDir, dir)) ? readdirSync(join(buildDir, dir)).map((name) => `${dir}/${name}`) : [],
  );
  for (const photo of photos) {
    const files = shipped
      .filter((file) => basename(file).startsWith(`${pipeline.stemOf(photo.name)}.`))
      .sort((a, b) => Number(a.split('.').at(-2)) - Number(b.split('.').at(-2)));
    console.log(`  ${photo.name}: ${files.length} file(s)`);
    for (const file of files) {
      const bytes = await readFile(join(buildDir, file));
      const meta = await sharp(bytes).metadata();
      const perPixel = bytes.length / (meta.width * meta.height);
      const over = [
        bytes.length > settings.maxPictureBytes && 'over the byte limit',
        perPixel > settings.maxBytesPerPixel && 'over the bytes-a-pixel limit',
        meta.width > widest && `wider than ${widest} px`,
      ].filter(Boolean);
      console.log(
        `    ${file.padEnd(52)} ${meta.format} ${`${meta.width}x${meta.height}`.padStart(9)} ${kb(bytes.length).padStart(9)} (${kib(gzipSync(bytes).byteLength)} gzip) ${perPixel.toFixed(3)} B/px, metadata: ${metadataLeft(meta).join(' ') || 'none'}${over.length ? `  MISS: ${over.join(', ')}` : ''}`,
      );
    }
  }

  build('launch content (editor left out, as the budgets test)', {
    contentDir: resolve('tests/fixtures/launch-content'),
    buildDir: launchDir,
    admin: false,
  });
  const withPhotos = precache(buildDir);
  const launch = precache(launchDir);
  const phoneFiles = withPhotos.entries.filter((entry) => entry.url.startsWith(`${settings.phoneDir}/`));
  const growth = withPhotos.total - launch.total;
  console.log(`\nPrecache (gzip sum of sw.js's entries):`);
  console.log(`  launch content: ${launch.entries.length} entries, ${kib(launch.total)}`);
  console.log(
    `  five photos:    ${withPhotos.entries.length} entries, ${kib(withPhotos.total)}; of it ${phoneFiles.length} phone file(s), ${kib(phoneFiles.reduce((sum, entry) => sum + entry.gzip, 0))}`,
  );
  console.log(
    `  growth: ${kib(growth)}, ${kib(growth / photos.length)} a photo (the allowance, ${kib(allowance.photoPrecacheAllowance)} a photo: ${growth / photos.length <= allowance.photoPrecacheAllowance ? 'pass' : 'FAIL'})`,
  );
} finally {
  await rm(work, { recursive: true, force: true });
}
