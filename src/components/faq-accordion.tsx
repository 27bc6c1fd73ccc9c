import { useState } from 'react';
import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import type { Faq } from '../content/faqs';
import { focusRing } from './focus-ring';

function PlusMinusIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M4 10h12' : 'M4 10h12M10 4v12'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

interface Props {
  items: readonly Faq[];
  headingLevel?: 'h2' | 'h3';
}

/**
 * A WAI-ARIA accordion with the behaviour spec section 4 asks for: the first item is open at
 * load (also in the prerendered HTML), at most one is open, and pressing the open one closes
 * it, leaving all closed. Closed answers stay in the HTML, hidden.
 */
export function FaqAccordion({ items, headingLevel = 'h2' }: Props) {
  const [openIndex, setOpenIndex] = useState<number | null>(0);

  return (
    <Box borderTopWidth="1px" borderColor="gray.200">
      {items.map((faq, index) => {
        const open = openIndex === index;
        const buttonId = `faq-${index + 1}-button`;
        const panelId = `faq-${index + 1}-panel`;
        return (
          <Box key={faq.question} borderBottomWidth="1px" borderColor="gray.200">
            <Heading as={headingLevel} size="md">
              <chakra.button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                display="flex"
                w="full"
                alignItems="center"
                justifyContent="space-between"
                gap="4"
                py="5"
                px="2"
                textAlign="start"
                color="gray.900"
                fontWeight="semibold"
                cursor="pointer"
                _hover={{ color: 'brand.700' }}
                _expanded={{ color: 'brand.700' }}
                _focusVisible={focusRing}
              >
                {faq.question}
                <chakra.span flexShrink="0" color="brand.700">
                  <PlusMinusIcon open={open} />
                </chakra.span>
              </chakra.button>
            </Heading>
            <Box id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} px="2" pb="5">
              <Text color="gray.700" maxW="3xl">
                {faq.answer}
              </Text>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
