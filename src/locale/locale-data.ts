import type { Locale } from '../config/locales';
import type { ContentModules } from '../content/content-modules';
import type { ContentName } from '../content/content-names';
import type { CatalogueName, Catalogues } from '../i18n/catalogues';
import { loadedLocaleModule } from './locale-modules';

/** A language's words and content, read synchronously: code outside React that runs after a preload. */
export interface LocaleData {
  locale: Locale;
  words: <Name extends CatalogueName>(name: Name) => Catalogues[Name];
  content: <Name extends ContentName>(name: Name) => ContentModules[Name];
}

/** The language's modules as loaded (preloadEveryLocaleModule first): the prerender's head tags read them. */
export const loadedLocaleData = (locale: Locale): LocaleData => ({
  locale,
  words: (name) => loadedLocaleModule(locale, `words:${name}`) as Catalogues[typeof name],
  content: (name) => loadedLocaleModule(locale, `content:${name}`) as ContentModules[typeof name],
});
