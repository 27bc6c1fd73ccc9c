import { chakra } from '@chakra-ui/react';
import { focusRing } from '../focus-ring';
import { useOtherLanguagePage } from './use-other-language-page';
import { useWords } from '../../locale/use-words';

/**
 * "Kiswahili" on an English page, "English" on a Kiswahili page: a plain link to the same page in
 * the other language (as Canada.ca and GOV.UK's Welsh pages have), prerendered, so it works before
 * hydration and without JavaScript. Following it is the visitor's choice, remembered for the
 * installed app's start by the worker as it serves the page it opens, and by that page's script
 * (lib/language-choice.ts says when a visit is a choice).
 */
export function LanguageLink() {
  const commonWords = useWords('common');
  const { lang, hreflang, href } = useOtherLanguagePage();
  return (
    <chakra.a
      href={href}
      hrefLang={hreflang}
      lang={lang}
      aria-label={commonWords.language.switchToLabel}
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
      {commonWords.language.switchTo}
    </chakra.a>
  );
}
