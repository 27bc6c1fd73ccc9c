import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import type { Faq } from '../content/faqs';
import { langOf } from '../content/untranslated';
import { focusRing } from './focus-ring';

/** A plus that the open item's styles turn into a minus (its vertical bar is hidden). */
function PlusMinusIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M4 10h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path data-plus-bar="" d="M10 4v12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The FAQ accordion as an exclusive group of native disclosures (`<details name>`), the first open: the
 * browser runs it, from the first paint and without JavaScript.
 */
export function FaqAccordion({ items }: { items: readonly Faq[] }) {
  return (
    <Box borderTopWidth="1px" borderColor="gray.200">
      {items.map((faq, index) => {
        const questionId = `faq-${index + 1}-question`;
        const panelId = `faq-${index + 1}-panel`;
        return (
          <chakra.details
            key={faq.question}
            name="faq"
            open={index === 0}
            // The visitor may open another before hydration, which keeps it: React never sets `open` again.
            suppressHydrationWarning
            borderBottomWidth="1px"
            borderColor="gray.200"
            css={{
              '&[open] > summary': { color: 'brand.700' },
              '&[open] [data-plus-bar]': { display: 'none' },
            }}
          >
            <chakra.summary
              id={questionId}
              aria-controls={panelId}
              display="flex"
              alignItems="center"
              justifyContent="space-between"
              gap="4"
              py="5"
              px="2"
              listStyle="none"
              color="gray.900"
              cursor="pointer"
              rounded="md"
              _hover={{ color: 'brand.700' }}
              _focusVisible={focusRing}
              css={{ '&::-webkit-details-marker': { display: 'none' } }}
            >
              <Heading as="h2" lang={langOf(faq, 'question')} size="md" color="inherit" fontWeight="semibold">
                {faq.question}
              </Heading>
              <chakra.span flexShrink="0" color="brand.700">
                <PlusMinusIcon />
              </chakra.span>
            </chakra.summary>
            <Box id={panelId} role="region" aria-labelledby={questionId} px="2" pb="5">
              <Text color="gray.700" maxW="3xl" lang={langOf(faq, 'answer')}>
                {faq.answer}
              </Text>
            </Box>
          </chakra.details>
        );
      })}
    </Box>
  );
}
