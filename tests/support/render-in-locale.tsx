// A component rendered as a page renders it: the site's theme, and a language whose words and
// content are loaded (useWords and useContent suspend until they are, and a test would see nothing).
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Locale } from '../../src/config/locales.ts';
import { LocaleProvider } from '../../src/locale/locale-provider.tsx';
import { system } from '../../src/theme/system.ts';
import { preloadLocale } from './locale-data.ts';

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
