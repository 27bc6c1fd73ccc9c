import { Box, Heading, List, Text } from '@chakra-ui/react';
import { localeInfo, type Locale } from '../config/locales';
import { otherLanguages } from '../content/schema/language-blocks';

/**
 * Above the preview, each language's translations whose English changed after they were written
 * (what the build lists as needing review), until the translation is written again and saved.
 */
export function ReviewNotice({ needsReview }: { needsReview: Partial<Record<Locale, readonly string[]>> }) {
  return otherLanguages
    .filter((locale) => (needsReview[locale] ?? []).length > 0)
    .map((locale) => {
      const name = localeInfo[locale].name;
      return (
        <Box
          key={locale}
          as="section"
          aria-label={`${name} to review`}
          m="6"
          p="6"
          rounded="xl"
          bg="orange.50"
          borderWidth="1px"
          borderColor="orange.200"
        >
          <Heading as="h2" size="md" color="orange.900">
            {name} to review
          </Heading>
          <Text mt="2">
            The English of these fields changed after their {name} was written. Check that the {name} still
            says the same, correct it where it does not, and save: the mark goes.
          </Text>
          <List.Root mt="3" ps="5" gap="1">
            {(needsReview[locale] ?? []).map((field) => (
              <List.Item key={field}>{field}</List.Item>
            ))}
          </List.Root>
        </Box>
      );
    });
}
