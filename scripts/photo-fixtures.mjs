// Photo-like pictures for the tests and the photo benches, made on the fly so nothing large is
// committed, and a copy of a content folder that shows them.
import { cpSync, readdirSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { parseDocument } from 'yaml';

// Grey noise around 128 from a seeded generator (mulberry32), not sharp's: the same photo byte for
// byte every time, so the picture cache knows it on a second build, as it knows a staff upload.
function grainBytes(length, sigma, seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const bytes = Buffer.alloc(length);
  // The sum of three uniform draws is close to a normal one: centred, spread sigma.
  for (let i = 0; i < length; i += 1) {
    const value = 128 + (next() + next() + next() - 1.5) * 2 * sigma;
    bytes[i] = Math.max(0, Math.min(255, Math.round(value)));
  }
  return bytes;
}

/** A noisy gradient of the given size in the given format, with GPS EXIF and an orientation. */
export async function photoBytes({ width, height, format, orientation = 1, gps = false, noise = 24 }) {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#2a6f97"/><stop offset=".5" stop-color="#f4b63f"/><stop offset="1" stop-color="#7a2e1f"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="30%" cy="40%" r="18%" fill="#fff" opacity=".5"/></svg>`,
  );
  // Grain drawn at a fifth of the size and enlarged: texture that survives shrinking, as a
  // photo's detail does (full-size white noise would average away to a flat, tiny file).
  const small = { width: Math.ceil(width / 5), height: Math.ceil(height / 5) };
  const grain = await sharp(grainBytes(small.width * small.height * 3, noise, width * 7919 + height), {
    raw: { ...small, channels: 3 },
  })
    .resize(width, height)
    .png()
    .toBuffer();
  let image = sharp(gradient).composite([{ input: grain, blend: 'overlay' }]);
  // Flattened first, so the EXIF is written on the final encode.
  image = sharp(await image.png({ compressionLevel: 1 }).toBuffer());
  if (gps || orientation !== 1) {
    image = image.withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 12' },
      IFD3: gps
        ? {
            GPSLatitudeRef: 'S',
            GPSLatitude: '0/1 17/1 0/1',
            GPSLongitudeRef: 'E',
            GPSLongitude: '36/1 4/1 0/1',
          }
        : {},
    });
    // The orientation tag is sharp's own option, not an EXIF field it writes.
    if (orientation !== 1) image = image.withMetadata({ orientation });
  }
  if (format === 'jpeg') return image.jpeg({ quality: 92 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 90 }).toBuffer();
  return image.png({ compressionLevel: 6 }).toBuffer();
}

/**
 * The five photos of a college's first upload, at a phone's sizes (`full`) or smaller and quicker;
 * the first is a phone's full 12 megapixels either way, the edge a build meets most.
 */
export const photoSet = (full) => [
  { name: 'campus-phone.jpg', width: 4032, height: 3024, format: 'jpeg', gps: true },
  { name: 'lab-sideways.jpg', width: 1600, height: 1200, format: 'jpeg', orientation: 6 },
  // Full: a 9.9 MB PNG, as a screenshot tool saves a photo (grain hardly compresses: sigma 9 gives that).
  {
    name: 'design-studio.png',
    width: full ? 2400 : 1200,
    height: full ? 1600 : 800,
    format: 'png',
    noise: full ? 9 : 40,
  },
  { name: 'graduation.webp', width: full ? 3200 : 1600, height: full ? 2133 : 1067, format: 'webp' },
  { name: 'classroom.jpg', width: full ? 4000 : 1600, height: full ? 3000 : 1200, format: 'jpeg' },
];

const readYaml = (dir, file) => parseDocument(readFileSync(join(dir, file), 'utf8'));

function edit(dir, file, change) {
  const document = readYaml(dir, file);
  change(document);
  writeFileSync(join(dir, file), document.toString());
}

/**
 * Copies the content folder `from` to `to`, with the photos as the home hero, the first two popular
 * courses', the community and about pages' pictures (alt texts stay); returns their paths by place.
 */
export async function contentWithPhotos(from, to, { full = false } = {}) {
  cpSync(from, to, { recursive: true });
  const photos = photoSet(full);
  for (const photo of photos) writeFileSync(join(to, 'images', photo.name), await photoBytes(photo));
  const src = (index) => `/images/${photos[index].name}`;
  edit(to, 'home.yml', (doc) => doc.setIn(['en', 'hero', 'image', 'src'], src(0)));
  const popular = readYaml(to, 'home.yml').toJS().en.popularCourses.slice(0, 2);
  // Each course is a file of its own in courses/; found by its slug, not its file name.
  const courseFiles = readdirSync(join(to, 'courses')).map((file) => join('courses', file));
  popular.forEach((slug, n) => {
    const file = courseFiles.find((candidate) => readYaml(to, candidate).getIn(['en', 'slug']) === slug);
    edit(to, file, (doc) => doc.setIn(['en', 'image', 'src'], src(1 + n)));
  });
  edit(to, 'community.yml', (doc) => doc.setIn(['en', 'intro', 'image', 'src'], src(3)));
  edit(to, 'about.yml', (doc) => doc.setIn(['en', 'intro', 'image', 'src'], src(4)));
  return {
    hero: src(0),
    courses: [src(1), src(2)],
    community: src(3),
    about: src(4),
    popular,
  };
}
