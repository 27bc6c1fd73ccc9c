import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../theme/system';

// Chakra's provider renders the system's global styles (and the cascade layers' order) with
// Emotion's <Global>, which serialises them on every render and moves their tags. A prerendered page
// has them already and they never change, so over one the provider is given none to render: it
// reads `_config` and `_global` for nothing else.
const systemOverPrerenderedPage = {
  ...system,
  _config: { ...system._config, disableLayers: true },
  _global: [],
};

/**
 * The style providers shared by the prerenderer, the browser and the editor's previews, so all emit
 * the same classes; `prerendered`, over a page that already has its global styles.
 */
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
