import { phoneWidth } from '../../src/content/schema/photo-allowance.ts';

/**
 * How the build turns a photo into the files the site ships. Compared with Astro's astro:assets
 * (widths from 640 to 2560 by layout, WebP at sharp's quality 80), @11ty/eleventy-img (the widths
 * you list, WebP and JPEG at sharp's defaults) and Next's <Image> (device widths 640 to 3840,
 * quality 75): this site's pictures are never wider than half a desktop or a phone's full width,
 * and its visitors pay for every byte, so fewer, smaller widths and a lower quality.
 */

/** Bumped when a setting below changes how a file is encoded: every cached file is remade. */
export const encoderVersion = 1;

// A phone's picture (at phone widths every picture shows this file, content-image.tsx; precached,
// photo-allowance.ts), a desktop's card, the desktop hero (448 px at DPR 2 is 896), and a DPR 2-3
// desktop: 4 widths, 4 encodes a photo.
export const pictureWidths = [phoneWidth, 960, 1280, 1600] as const;

// 70: Next's 75 less a step for metered data; at phone sizes the difference does not show.
export const webpQuality = 70;
// sharp's default effort (4 of 6): effort 6 saved under 3 % here and took twice the build time.
// WebP only, no AVIF: on the photo fixtures AVIF (quality 50, effort 4) was about a quarter smaller
// but took 10 to 30 times as long to encode, minutes of a cold build on a 2-core CI for every photo.
export const webpEffort = 4;

// Shipped pictures stay under these (the site's byte budget): if a very noisy photo comes out
// bigger, the encoder lowers the quality by steps down to the floor until it fits; a width that
// does not fit at the floor is not shipped (the next smaller one stands in). The precached phone
// file has a tighter limit, and the floor, from what a photo may add to a reader's precache
// (src/content/schema/photo-allowance.ts: the editor applies the same rule).
export const maxPictureBytes = 350 * 1000;
export const maxBytesPerPixel = 0.3;
export const qualityStep = 10;

/**
 * A file bigger than this is refused with a message, not processed: 24 megapixels is a 6000x4000
 * camera photo; decoding more takes seconds and hundreds of MB on a 2-core build machine, and the
 * editor shrinks uploads to 2400 px wide anyway.
 */
export const maxSourcePixels = 24_000_000;

/** Where encoded pictures are kept between builds: node_modules is git-ignored and kept by CI caches. */
export const pictureCacheDir = 'node_modules/.cache/pictures';

/**
 * Where a photo's shipped files go in the build: phone/ is precached, wide/ is cached when used.
 * An illustration goes where the content names it (`/images/...`).
 */
export const phoneDir = 'pictures/phone';
export const wideDir = 'pictures/wide';
