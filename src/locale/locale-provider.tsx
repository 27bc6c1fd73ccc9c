import { createContext, use, type ReactNode } from 'react';
import type { Locale } from '../config/locales';
import { loadLocaleModule, type LocaleModuleKey, type LocaleModuleOf } from './locale-modules';

interface LocaleValue {
  locale: Locale;
  /** The prerender's note of each module the page read. */
  record?: (key: LocaleModuleKey) => void;
}

const LocaleContext = createContext<LocaleValue | undefined>(undefined);

/** The language every word and piece of content below is read in: the page's, or the preview's. */
export function LocaleProvider({ locale, record, children }: LocaleValue & { children: ReactNode }) {
  return <LocaleContext value={{ locale, record }}>{children}</LocaleContext>;
}

function useLocaleValue(): LocaleValue {
  const value = use(LocaleContext);
  if (!value) throw new Error('A component read the language outside a LocaleProvider');
  return value;
}

/** The language of the page (or preview) being rendered. */
export const useLocale = (): Locale => useLocaleValue().locale;

/** One module of the page's language; suspends only while it is still loading. */
export function useLocaleModule<Key extends LocaleModuleKey>(key: Key): LocaleModuleOf<Key> {
  const { locale, record } = useLocaleValue();
  record?.(key);
  // React reads the load's own status: a module already in is returned at once, without suspending.
  return use(loadLocaleModule(locale, key) as Promise<LocaleModuleOf<Key>>);
}
