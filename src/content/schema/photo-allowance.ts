/** What one photo the staff add may cost every reader: one rule for the build, the editor and the tests. */

/**
 * What one photo may add to a reader's precache (its phone file and its markup): 40 KiB keeps fifty
 * photos to 2 MB of a phone's storage, and a 12 MP photo's 640 px WebP fits at about quality 70.
 */
export const photoPrecacheAllowance = 40 * 1024;

// Its markup in each page and module that shows it (measured about 1.1 KB a photo).
const photoMarkupBytes = 2 * 1024;

/** The precached phone file, the rest of the allowance. */
export const maxPhoneBytes = photoPrecacheAllowance - photoMarkupBytes;

/** The width a phone shows, precached for offline: the smallest the build makes. */
export const phoneWidth = 640;

/** The lowest WebP quality the build encodes at before it narrows the phone file or gives up. */
export const qualityFloor = 40;

// 240 px: narrower, a card's photo is a blur on a phone's 390 px screen.
const narrowestPhoneWidth = 240;

/** The widths the build tries for a photo's phone file, widest first, narrowing by fifths. */
export function phoneFileWidths(width: number): number[] {
  const widths: number[] = [];
  for (let target = width; target >= narrowestPhoneWidth; target = Math.round(target * 0.8))
    widths.push(target);
  return widths;
}

/** Why the build and the editor refuse a photo whose phone file does not fit even at its narrowest. */
export const photoTooHeavyMessage = `is too grainy to make light enough for phones: every visitor's phone keeps a small copy of each photo for offline use, and this one's stays over the ${String(photoPrecacheAllowance / 1024)} KB a photo may take even at its smallest: pick a clearer, less grainy photo (one taken in good light), or soften it in a photo editor, and upload it again`;
