import type { ContentModules } from '../content/content-modules';
import type { ContentName } from '../content/content-names';
import { useLocaleModule } from './locale-provider';

/** A content module (`virtual:content/<locale>/<name>`) in the page's language. */
export const useContent = <Name extends ContentName>(name: Name): ContentModules[Name] =>
  useLocaleModule(`content:${name}`) as ContentModules[Name];
