import { useState } from 'react';
import { chakra } from '@chakra-ui/react';
import { NoticeCard } from '../notice-card';
import { importWithRetry } from '../../chunks/import-with-retry';
import { languageToOffer, rememberLanguage } from '../../lib/language-choice';
import { useResolved } from '../use-resolved';
import { useOtherLanguagePages } from './use-other-language-pages';
import { useLocale } from '../../locale/locale-provider';

/**
 * To a browser set to another language, an offer of this page in it, never a redirect: a notice at the
 * foot of the screen (above the page, it pushed the page down: CLS 0.12), until chosen or closed.
 */
export function LanguageOffer() {
  const locale = useLocale();
  const others = useOtherLanguagePages();
  // Read after hydration: the prerendered page cannot know the browser.
  const preferred = useResolved(() => languageToOffer(locale), [locale]);
  const [closed, setClosed] = useState(false);
  const offered = others.find((other) => other.locale === preferred);
  // What its pages add to the device, said only where a worker keeps them.
  const keeps = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  const sizeOf = keeps ? offered?.locale : undefined;
  // Undefined while read; its code loaded only if asked.
  const size = useResolved(
    sizeOf &&
      (() =>
        importWithRetry(() => import('../../lib/offline-sizes'))
          .then(({ offlineSizeSaid }) => offlineSizeSaid(sizeOf, false))
          .catch(() => null)),
    [sizeOf],
  );
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
