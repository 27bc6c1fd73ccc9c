import { chakra } from '@chakra-ui/react';
import type { ContentImage as Image } from '../content/courses';

// chakra() treats width and height as style props; forward them so the <img> keeps its
// intrinsic size attributes and the browser reserves the space (no layout shift).
const SizedImg = chakra('img', {}, { forwardProps: ['width', 'height'] });

interface Props {
  image: Image;
  /** Below the fold: let the browser fetch it when it comes near the viewport. */
  lazy?: boolean;
  /** The largest paint on a phone: fetched ahead of the other images and scripts starting with it. */
  priority?: boolean;
}

/** An image from the content modules, filling its container's width at its own aspect ratio. */
export function ContentImage({ image, lazy = false, priority = false }: Props) {
  return (
    <SizedImg
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={lazy ? 'lazy' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      // Decoded with the page's first frame when it is the largest paint, off the main thread otherwise.
      decoding={priority ? undefined : 'async'}
      w="full"
      h="auto"
    />
  );
}
