import { useLocation } from 'react-router-dom';
import { localeInfo, localizedPath, otherLocales, type Locale } from '../../config/locales';
import { languageWords } from '../../i18n/language-words';
import type { LanguageWords } from '../../i18n/en/language';
import { useLocale } from '../../locale/locale-provider';

export interface OtherLanguagePage {
  locale: Locale;
  lang: string;
  hreflang: string;
  /** Its name in itself. */
  name: string;
  /** The page's address in it, query and fragment kept. */
  href: string;
  /** What it says of itself, in itself. */
  words: LanguageWords;
}

/** This page in every other language, in the site's order of languages. */
export function useOtherLanguagePages(): OtherLanguagePage[] {
  const { pathname, search, hash } = useLocation();
  return otherLocales(useLocale()).map((locale) => {
    const { lang, hreflang, name } = localeInfo[locale];
    const href = `${localizedPath(pathname, locale)}${search}${hash}`;
    return { locale, lang, hreflang, name, href, words: languageWords(locale) };
  });
}
