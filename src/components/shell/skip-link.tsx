import { chakra } from '@chakra-ui/react';
import { useWords } from '../../locale/use-words';

/** First focusable element on every page: keyboard users jump past the navigation. */
export function SkipLink({ targetId }: { targetId: string }) {
  const commonWords = useWords('common');
  return (
    <chakra.a
      href={`#${targetId}`}
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipNav"
      bg="brand.solid"
      color="brand.contrast"
      px="4"
      py="2"
      rounded="md"
      _focusVisible={{ top: '2' }}
    >
      {commonWords.shell.skipLink}
    </chakra.a>
  );
}
