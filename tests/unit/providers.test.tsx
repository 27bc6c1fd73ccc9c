// Over a prerendered page, Chakra's provider is given a system with no global styles to render
// (src/app/providers.tsx): they are in the page already. Nothing else may differ from what the
// prerenderer renders, or hydration would insert rules the page has under other names.
import { renderToString } from 'react-dom/server';
import { Box, Button, Field, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { createEmotionCache } from '../../src/app/emotion-cache';
import { AppProviders } from '../../src/app/providers';

// Recipes, slot recipes, tokens, responsive values and conditions: what the pages use.
const sample = (
  <Stack gap="4" p={{ base: '4', md: '6' }}>
    <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
      A heading
    </Heading>
    <Text color="fg.muted">A lead</Text>
    <Field.Root required invalid>
      <Field.Label>Name</Field.Label>
      <Input name="name" />
      <Field.ErrorText>A problem</Field.ErrorText>
    </Field.Root>
    <NativeSelect.Root>
      <NativeSelect.Field>
        <option>A choice</option>
      </NativeSelect.Field>
    </NativeSelect.Root>
    <Button colorPalette="orange" variant="outline">
      A button
    </Button>
    <Box _hover={{ bg: 'bg.muted' }} rounded="md" hideBelow="md" />
  </Stack>
);

/** The sample's markup (Emotion writes each rule inline beside it) and every rule the cache holds. */
function render(prerendered: boolean) {
  const cache = createEmotionCache();
  const html = renderToString(
    <AppProviders cache={cache} prerendered={prerendered}>
      {sample}
    </AppProviders>,
  );
  return { html, inserted: { ...cache.inserted } };
}

// On the server an empty <Global> still writes its (empty) tag; in the browser it inserts nothing.
const globalStyleTag = /<style data-emotion="ck-global [^"]*">[^<]*<\/style>/g;
const globalRules = /<style data-emotion="ck-global [^"]*">[^<]+<\/style>/;

describe('the style providers over a prerendered page', () => {
  const full = render(false);
  const overPrerendered = render(true);

  it('render no global styles, where the prerenderer renders them', () => {
    expect(full.html).toMatch(globalRules);
    expect(overPrerendered.html).not.toMatch(globalRules);
  });

  it('give every element the same classes and the same rules', () => {
    expect(overPrerendered.html.replace(globalStyleTag, '')).toBe(full.html.replace(globalStyleTag, ''));
    const rules = (inserted: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(inserted).filter(([, css]) => !String(css).includes('@layer reset')));
    expect(Object.keys(overPrerendered.inserted).length).toBeGreaterThan(10);
    expect(rules(overPrerendered.inserted)).toEqual(rules(full.inserted));
  });
});
