import { useEffect, useState } from 'react';
import { picturesIn, withShippedPictures, type WithShippedPictures } from '../content/schema/picture-field';

/** Decap's `getAsset`: the address the preview frame can load a picture file from. */
export type GetAsset = (path: string) => { toString(): string };

// Until a file's own size is known: the 4:3 of most phone photos.
const unknownSize = { width: 1200, height: 900 };

/**
 * `data` with each picture as the site's components take it: the file as the editor has it (an
 * unsaved upload too) at its own width and height, so it shows at the shape the site gives it.
 */
export function usePreviewPictures<T>(data: T, getAsset: GetAsset): WithShippedPictures<T> {
  const [sizes, setSizes] = useState<Record<string, { width: number; height: number }>>({});
  const urls = picturesIn(data).map((picture) => String(getAsset(picture.src)));
  const key = urls.join('\n');

  useEffect(() => {
    let current = true;
    for (const url of key.split('\n').filter(Boolean)) {
      const image = new Image();
      image.onload = () => {
        if (current && image.naturalWidth > 0)
          setSizes((known) => ({
            ...known,
            [url]: { width: image.naturalWidth, height: image.naturalHeight },
          }));
      };
      image.src = url;
    }
    return () => {
      current = false;
    };
  }, [key]);

  return withShippedPictures(data, (path) => {
    const src = String(getAsset(path));
    return { src, ...(sizes[src] ?? unknownSize) };
  });
}
