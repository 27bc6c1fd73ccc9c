import { useEffect, useState } from 'react';
import { Box, Button, chakra, Container, Flex, Text } from '@chakra-ui/react';
import { localeInfo, type Locale } from '../../config/locales';
import { languageToOffer, rememberLanguage } from '../../lib/language-choice';
import { importWithRetry } from '../../chunks/import-with-retry';
import { useOtherLanguagePages } from './use-other-language-pages';
import { useLocale } from '../../locale/locale-provider';

/**
 * On an English page, to a browser set to Kiswahili: an offer of the same page in Kiswahili, in
 * Kiswahili, never a redirect (a shared link or a search result lands where it points), with what
 * its pages would add to the device. Shown
 * after hydration only (the prerendered page cannot know the browser), until the visitor chooses
 * or closes it.
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
  const [size, setSize] = useState<string>();
  const offeredLocale = offered?.locale;
  useEffect(() => {
    if (!offeredLocale || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    void importWithRetry(() => import('../../lib/offline-sizes')).then(async (offline) => {
      const added = (await offline.readOfflineSizes())?.languages[offeredLocale];
      if (!cancelled && added !== undefined)
        setSize(offline.formatBytes(added, localeInfo[offeredLocale].lang));
    });
    return () => {
      cancelled = true;
    };
  }, [offeredLocale]);
  if (!offered || closed) return null;
  const { lang, hreflang, href, words } = offered;
  return (
    <Box bg="brand.50" borderBottomWidth="1px" py="2" lang={lang}>
      <Container maxW="7xl">
        <Flex gap="3" align="center" wrap="wrap">
          <Text flex="1">
            {words.offer}{' '}
            <chakra.a href={href} hrefLang={hreflang} fontWeight="semibold" textDecoration="underline">
              {words.offerLink}
            </chakra.a>
            {size && `. ${words.offerSize(size)}`}
          </Text>
          <Button
            size="xs"
            variant="outline"
            aria-label={words.offerDismissLabel}
            onClick={() => {
              void rememberLanguage(locale);
              setClosed(true);
            }}
          >
            {words.offerDismiss}
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
