import type { CatalogueName, Catalogues } from '../i18n/catalogues';
import { useLocaleModule } from './locale-provider';

/** A catalogue of the interface's words (src/i18n/<locale>/<name>.ts) in the page's language. */
export const useWords = <Name extends CatalogueName>(name: Name): Catalogues[Name] =>
  useLocaleModule(`words:${name}`) as Catalogues[Name];
