// The editor's refusal of a photo too heavy for phones (src/admin/photo-weight.ts): which of the
// entry's pictures it checks, and the build's own words. The browser's encoding is given here; the
// build's is tests/unit/picture-problems.test.ts.
import { describe, expect, it } from 'vitest';
import { entryUploads, heavyPhotoProblems } from '../../src/admin/photo-weight';
import { maxPhoneBytes, photoTooHeavyMessage } from '../../src/content/schema/photo-allowance';

const upload = (path: string, size: number) => ({ path, file: new Blob([new Uint8Array(size)]) });
// Stands in for the canvas: the phone file weighs what the upload does.
const asUploaded = (photo: Blob) => Promise.resolve(photo.size);

const entry = {
  hero: { image: { src: '/images/grainy.jpg', alt: 'The lab' } },
  cards: [
    { image: { src: '/images/fine.jpg', alt: 'A class' } },
    { image: { src: '/images/drawing.svg', alt: 'A drawing' } },
    { image: { src: '/images/picked-earlier.jpg', alt: 'Picked from the media library' } },
  ],
};

describe('the editor’s check of a photo’s weight', () => {
  it('refuses an uploaded photo whose phone file is over its share of the allowance, in the build’s words', async () => {
    const problems = await heavyPhotoProblems(
      entry,
      [
        upload('content/images/grainy.jpg', maxPhoneBytes + 1),
        upload('content/images/fine.jpg', maxPhoneBytes),
        upload('content/images/drawing.svg', maxPhoneBytes * 2),
      ],
      asUploaded,
    );
    expect(problems).toEqual([`/images/grainy.jpg: ${photoTooHeavyMessage}`]);
  });

  it('leaves a photo it cannot encode, or did not upload with this entry, to the build', async () => {
    const heavy = [upload('content/images/grainy.jpg', maxPhoneBytes * 2)];
    expect(await heavyPhotoProblems(entry, heavy, () => Promise.resolve(undefined))).toEqual([]);
    expect(await heavyPhotoProblems(entry, heavy, () => Promise.reject(new Error('no decoder')))).toEqual([]);
    expect(await heavyPhotoProblems(entry, [], asUploaded)).toEqual([]);
  });

  it('reads the uploads Decap holds with the entry', () => {
    const file = new Blob(['x']);
    const decapEntry = {
      get: (key: string) =>
        key === 'mediaFiles'
          ? { toJS: () => [{ path: 'content/images/a.jpg', file }, { path: 'content/images/b.jpg' }] }
          : undefined,
    };
    expect(entryUploads(decapEntry)).toEqual([{ path: 'content/images/a.jpg', file }]);
    expect(entryUploads(undefined)).toEqual([]);
  });
});
