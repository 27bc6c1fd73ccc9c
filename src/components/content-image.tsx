import { chakra } from '@chakra-ui/react';
import type { ContentPicture } from '../content/schema/picture-field';

// Width and height kept as <img> attributes (chakra() takes them as styles): the space is reserved.
const SizedImg = chakra('img', {}, { forwardProps: ['width', 'height'] });

// A 1x1 GIF, offered where the picture is hidden, so nothing is downloaded (a hidden <img> still is).
const nothing = 'data:image/gif;base64,R0lGODlhAQABAAAAACwAAAAAAQABAAACAkQBADs=';

// Below Chakra's md breakpoint: the widths at which every layout is one column, a phone's.
const phoneWidths = '(max-width: 47.99em)';

interface Props {
  image: ContentPicture;
  /** How wide the picture is shown, for the browser to pick a photo's width (the `sizes` attribute). */
  sizes: string;
  /** A media query at which the picture is hidden: nothing is downloaded there. */
  hiddenAt?: string;
  /** Below the fold: let the browser fetch it when it comes near the viewport. */
  lazy?: boolean;
  /** The largest paint: fetched ahead of the other images and scripts starting with it. */
  priority?: boolean;
}

/** A content picture at its container's width: a photo in the build's widths, on its colour as it loads. */
export function ContentImage({ image, sizes, hiddenAt, lazy, priority }: Props) {
  // src, srcSet, alt, width and height as the build shipped them.
  const { color, ...attributes } = image;
  const img = (
    <SizedImg
      {...attributes}
      sizes={image.srcSet && sizes}
      loading={lazy ? 'lazy' : undefined}
      // The largest paint fetched first, decoded with the first frame; others decoded off the main thread.
      {...(priority ? { fetchPriority: 'high' } : { decoding: 'async' })}
      // Undefined for an illustration: React then writes no style attribute.
      style={{ backgroundColor: color }}
      w="full"
      h="auto"
    />
  );
  if (!hiddenAt && !image.srcSet) return img;
  return (
    <picture>
      {hiddenAt && <source media={hiddenAt} srcSet={nothing} />}
      {/* A phone shows the phone file whatever its density: the one the worker precaches. */}
      {image.srcSet && <source media={phoneWidths} srcSet={image.src} />}
      {img}
    </picture>
  );
}
