import { useLocation } from 'react-router-dom';
import { localeInfo, localizedPath, otherLocale } from '../../config/locales';
import { useLocale } from '../../locale/locale-provider';

/** This page in the other language: its address (query and fragment kept) and that language's tags. */
export function useOtherLanguagePage() {
  const { pathname, search, hash } = useLocation();
  const locale = otherLocale(useLocale());
  const { lang, hreflang } = localeInfo[locale];
  return { locale, lang, hreflang, href: `${localizedPath(pathname, locale)}${search}${hash}` };
}
