import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useWords } from '../locale/use-words';

/** Shown only while a page's chunk downloads on a first in-app visit (never offline: it is precached). */
export function PageLoading() {
  const pwaWords = useWords('pwa');
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" aria-hidden="true" />
      <VisuallyHidden>{pwaWords.pwa.loading}</VisuallyHidden>
    </Center>
  );
}
