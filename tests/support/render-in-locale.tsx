// A component rendered as a page renders it: the site's theme, and a language whose words and
// content are loaded (useWords and useContent suspend until they are, and a test would see nothing).
import { ChakraProvider } from '@chakra-ui/react';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Locale } from '../../src/config/locales.ts';
import { LocaleProvider } from '../../src/locale/locale-provider.tsx';
import { system } from '../../src/theme/system.ts';
import { preloadLocale } from './locale-data.ts';

// findBy* waits 1 s by default; a role query over a themed page can take most of that on two busy
// cores (npm test runs these beside the typecheck and lint). Waiting longer costs nothing when it passes.
configure({ asyncUtilTimeout: 10_000 });

/** Renders `ui` in `locale` (testing-library's render; `rerender` keeps the language). */
export async function renderInLocale(ui: ReactNode, locale: Locale = 'en') {
  await preloadLocale(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>
      <LocaleProvider locale={locale}>{children}</LocaleProvider>
    </ChakraProvider>
  );
  return render(ui, { wrapper });
}
