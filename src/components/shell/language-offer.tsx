import { useEffect, useState } from 'react';
import { Box, Button, chakra, Container, Flex, Text } from '@chakra-ui/react';
import { defaultLocale } from '../../config/locales';
import { chosenLanguage, rememberLanguage } from '../../lib/language-choice';
import { useClientValue } from '../use-client-value';
import { useOtherLanguagePage } from './use-other-language-page';
import { useLocale } from '../../locale/locale-provider';
import { useWords } from '../../locale/use-words';

/** Whether this browser reads `other` first. */
function prefersOther(other: string): boolean {
  const first = navigator.languages?.[0] ?? navigator.language ?? '';
  return first.toLowerCase().split('-')[0] === other;
}

/**
 * On an English page, to a browser set to Kiswahili: an offer of the same page in Kiswahili, never
 * a redirect (a shared link or a search result lands where it points). Shown after hydration only
 * (the prerendered page cannot know the browser), until the visitor chooses or closes it.
 */
export function LanguageOffer() {
  const commonWords = useWords('common');
  const locale = useLocale();
  const { lang, hreflang, href } = useOtherLanguagePage();
  const prefers = useClientValue(() => locale === defaultLocale && prefersOther(hreflang), false);
  // Offered only to a visitor who never chose a language here (read after hydration).
  const [neverChosen, setNeverChosen] = useState(false);
  useEffect(() => {
    if (prefers) void chosenLanguage().then((chosen) => setNeverChosen(chosen === undefined));
  }, [prefers]);
  const [closed, setClosed] = useState(false);
  if (!prefers || !neverChosen || closed) return null;
  return (
    <Box bg="brand.50" borderBottomWidth="1px" py="2" lang={lang}>
      <Container maxW="7xl">
        <Flex gap="3" align="center" wrap="wrap">
          <Text flex="1">
            {commonWords.language.offer}{' '}
            <chakra.a href={href} hrefLang={hreflang} fontWeight="semibold" textDecoration="underline">
              {commonWords.language.offerLink}
            </chakra.a>
          </Text>
          <Button
            size="xs"
            variant="outline"
            aria-label={commonWords.language.offerDismissLabel}
            onClick={() => {
              void rememberLanguage(locale);
              setClosed(true);
            }}
          >
            {commonWords.language.offerDismiss}
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
