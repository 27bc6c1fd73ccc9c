import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../theme/system';

/** The style providers shared by the prerenderer and the browser, so both emit the same classes. */
export function AppProviders({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
