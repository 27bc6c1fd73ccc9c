import { useLocation } from 'react-router-dom';
import { localeInfo, localizedPath, otherLocales } from '../../config/locales';
import { languageWords } from '../../i18n/language-words';
import { useLocale } from '../../locale/locale-provider';

/** This page in every other language (its address, query and fragment kept), named and worded in itself. */
export function useOtherLanguagePages() {
  const { pathname, search, hash } = useLocation();
  return otherLocales(useLocale()).map((locale) => {
    const { lang, hreflang, name } = localeInfo[locale];
    const href = `${localizedPath(pathname, locale)}${search}${hash}`;
    return { locale, lang, hreflang, name, href, words: languageWords(locale) };
  });
}
