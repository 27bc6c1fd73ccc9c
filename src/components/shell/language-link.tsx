import { chakra } from '@chakra-ui/react';
import { focusRing } from '../focus-ring';
import { useOtherLanguagePages } from './use-other-language-pages';

/**
 * "Kiswahili" on an English page, "English" on a Kiswahili page: a plain link to the same page in
 * each other language, named in that language (as Canada.ca and GOV.UK's Welsh pages have),
 * prerendered, so it works before hydration and without JavaScript. Following it is the visitor's
 * choice, remembered for the installed app's start by the worker as it serves the page it opens,
 * and by that page's script (lib/language-choice.ts says when a visit is a choice).
 */
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
