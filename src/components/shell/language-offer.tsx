import { useEffect, useState } from 'react';
import { chakra } from '@chakra-ui/react';
import { NoticeCard } from '../notice-card';
import type { Locale } from '../../config/locales';
import { languageToOffer, rememberLanguage } from '../../lib/language-choice';
import { useOfflineSize } from '../use-offline-size';
import { useOtherLanguagePages } from './use-other-language-pages';
import { useLocale } from '../../locale/locale-provider';

/**
 * On an English page, to a browser set to Kiswahili: an offer of the same page in Kiswahili, in
 * Kiswahili, never a redirect (a shared link or a search result lands where it points), with what
 * its pages would add to the device. Shown after hydration only (the prerendered page cannot know
 * the browser), in the notice stack at the foot of the screen (above the page, it pushed the page
 * down as it came: CLS 0.12), until the visitor chooses or closes it.
 */
export function LanguageOffer() {
  const locale = useLocale();
  const others = useOtherLanguagePages();
  // Read after hydration: the prerendered page cannot know the browser.
  const [preferred, setPreferred] = useState<Locale>();
  useEffect(() => {
    let cancelled = false;
    void languageToOffer(locale).then((offer) => {
      if (!cancelled) setPreferred(offer);
    });
    return () => {
      cancelled = true;
    };
  }, [locale]);
  const [closed, setClosed] = useState(false);
  const offered = others.find((other) => other.locale === preferred);
  // What its pages add to the device, said before the reader takes them: only where a worker keeps
  // them (it fetches the language's pack once the reader reads it). Loaded only for an offer, out
  // of the code every page runs first.
  const keeps = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  const size = useOfflineSize(keeps ? offered?.locale : undefined, false);
  // Shown once its size is read, so the notice never grows a line under the reader's eyes.
  if (!offered || closed || (keeps && size === undefined)) return null;
  const { lang, hreflang, href, words } = offered;
  return (
    <NoticeCard
      lang={lang}
      hide={{
        text: words.offerDismiss,
        label: words.offerDismissLabel,
        onHide: () => {
          void rememberLanguage(locale);
          setClosed(true);
        },
      }}
    >
      {words.offer}{' '}
      <chakra.a href={href} hrefLang={hreflang} fontWeight="semibold" textDecoration="underline">
        {words.offerLink}
      </chakra.a>
      {size && `. ${words.offerSize(size)}`}
    </NoticeCard>
  );
}
