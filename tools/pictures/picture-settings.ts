import { phoneWidth } from '../../src/content/schema/photo-allowance.ts';

// How the build turns a photo into the files the site ships: fewer, smaller widths and a lower
// quality than Astro's, Eleventy's or Next's defaults, as visitors pay for every byte.

/** Bumped when a setting below changes how a file is encoded: every cached file is remade. */
export const encoderVersion = 1;

// A phone's (precached), a desktop card's, the desktop hero's (448 px at DPR 2), a DPR 2-3 desktop's.
export const pictureWidths = [phoneWidth, 960, 1280, 1600] as const;

// 70: Next's 75 less a step for metered data; at phone sizes the difference does not show.
export const webpQuality = 70;
// sharp's default effort (4 of 6): effort 6 saved under 3 % here and took twice the build time.
// WebP only, no AVIF: on the photo fixtures AVIF (quality 50, effort 4) was about a quarter smaller
// but took 10 to 30 times as long to encode, minutes of a cold build on a 2-core CI for every photo.
export const webpEffort = 4;

// The site's byte budget: a photo over it is encoded again a quality step lower, down to the floor,
// and a width that still does not fit is not shipped. The precached phone file's tighter limit and
// the floor are in src/content/schema/photo-allowance.ts, which the editor applies too.
export const maxPictureBytes = 350 * 1000;
export const maxBytesPerPixel = 0.3;
export const qualityStep = 10;

// Refused above this (a 6000x4000 camera photo): decoding more takes seconds and hundreds of MB on
// a 2-core build machine, and the editor shrinks uploads to 2400 px wide anyway.
export const maxSourcePixels = 24_000_000;

/** Where encoded pictures are kept between builds: node_modules is git-ignored and kept by CI caches. */
export const pictureCacheDir = 'node_modules/.cache/pictures';

/** Where a photo's shipped files go in the build: phone/ is precached, wide/ is cached when used. */
export const phoneDir = 'pictures/phone';
export const wideDir = 'pictures/wide';
