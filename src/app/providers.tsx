import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../theme/system';

// Chakra renders the global styles with Emotion's <Global>, serialising them on every render and moving
// their tags; a prerendered page has them already, so it is given none (nothing else reads these two).
const systemOverPrerenderedPage = {
  ...system,
  _config: { ...system._config, disableLayers: true },
  _global: [],
};

/** The style providers of the prerenderer, the browser and the editor's previews: the same classes in all. */
export function AppProviders({
  cache,
  prerendered = false,
  children,
}: {
  cache: EmotionCache;
  prerendered?: boolean;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={prerendered ? systemOverPrerenderedPage : system}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
