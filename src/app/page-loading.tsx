import { strings as pwaStrings } from '#ui-strings/pwa';
import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/** Shown only while a page's chunk downloads on a first in-app visit (never offline: it is precached). */
export function PageLoading() {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" aria-hidden="true" />
      <VisuallyHidden>{pwaStrings.pwa.loading}</VisuallyHidden>
    </Center>
  );
}
