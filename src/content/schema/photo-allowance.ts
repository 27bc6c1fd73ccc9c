/**
 * What one photo the staff add may cost every reader: the one rule of a photo's weight, shared by
 * the build (tools/pictures/encode-photo.ts makes the phone file under it and refuses a photo that
 * cannot be), the editor (src/admin/photo-weight.ts refuses such an upload before saving it) and
 * the precache budget (tests/build/precache.test.ts: the site's own bytes, plus this a photo).
 */

/**
 * What one photo may add to a reader's precache: its phone file (the worker keeps it on the phone
 * for offline) and its markup in the pages and content modules that show it. Staff may add as many
 * photos as they like, so the budget grows by this for each; 40 KiB keeps fifty photos to 2 MB of a
 * phone's storage, and a 12 MP phone photo's phone file (640 px, WebP) fits at quality 70 or near it.
 */
export const photoPrecacheAllowance = 40 * 1024;

// Its markup: the srcset, size and colour in each page and module of the reader's language that
// shows it (measured: about 1.1 KB a photo, a course's card on three pages and two modules).
const photoMarkupBytes = 2 * 1024;

/** The precached phone file, the rest of the allowance. */
export const maxPhoneBytes = photoPrecacheAllowance - photoMarkupBytes;

/** The width a phone shows, precached for offline: the smallest the build makes. */
export const phoneWidth = 640;

/** The lowest WebP quality the build encodes at before it narrows the phone file or gives up. */
export const qualityFloor = 40;

// 240 px: narrower, a card's photo is a blur on a phone's 390 px screen.
const narrowestPhoneWidth = 240;

/**
 * The widths the build tries for a photo's phone file, widest first: a very grainy photo gets a
 * narrower phone file (by fifths) rather than none.
 */
export function phoneFileWidths(width: number): number[] {
  const widths: number[] = [];
  for (let target = width; target >= narrowestPhoneWidth; target = Math.round(target * 0.8))
    widths.push(target);
  return widths;
}

/** Why the build and the editor refuse a photo whose phone file does not fit even at its narrowest. */
export const photoTooHeavyMessage = `is too grainy to make light enough for phones: every visitor's phone keeps a small copy of each photo for offline use, and this one's stays over the ${String(photoPrecacheAllowance / 1024)} KB a photo may take even at its smallest: pick a clearer, less grainy photo (one taken in good light), or soften it in a photo editor, and upload it again`;
