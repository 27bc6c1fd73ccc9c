import { chakra } from '@chakra-ui/react';
import type { ContentImage as Image } from '../content/courses';

interface Props {
  image: Image;
  /** Below the fold: let the browser fetch it when it comes near the viewport. */
  lazy?: boolean;
  rounded?: string;
}

/** An image from the content modules, with its intrinsic size so the layout never shifts. */
export function ContentImage({ image, lazy = false, rounded }: Props) {
  return (
    <chakra.img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      w="full"
      h="auto"
      rounded={rounded}
    />
  );
}
