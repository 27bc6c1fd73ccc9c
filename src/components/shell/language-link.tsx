import { chakra } from '@chakra-ui/react';
import { focusRing } from '../focus-ring';
import { useOtherLanguagePages } from './use-other-language-pages';

/** A plain link to this page in each other language, named in it ("Kiswahili" on an English page). */
export function LanguageLink() {
  return useOtherLanguagePages().map(({ locale, lang, hreflang, name, href, words }) => (
    <chakra.a
      key={locale}
      href={href}
      hrefLang={hreflang}
      lang={lang}
      aria-label={words.readThisPage}
      display="inline-flex"
      alignItems="center"
      minH="11"
      px={{ base: 2, sm: 3, lg: 2, xl: 3 }}
      rounded="md"
      fontWeight="semibold"
      color="brand.800"
      textDecoration="underline"
      textUnderlineOffset="3px"
      _hover={{ color: 'brand.950' }}
      _focusVisible={focusRing}
    >
      {name}
    </chakra.a>
  ));
}
