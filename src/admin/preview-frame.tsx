import { Component, Suspense, useEffect, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { Box, Heading, List, Text } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { emotionCacheKey } from '../app/emotion-cache';
import { localeInfo, type Locale } from '../config/locales';
import { otherLanguages } from '../content/schema/language-blocks';
import { LocaleProvider } from '../locale/locale-provider';

// One style cache per preview frame, writing into its own <head>: the editor page's cache would put
// the styles outside the frame (decap-cms issues #793 and #1599).
const caches = new WeakMap<Document, EmotionCache>();
function frameCache(frame: Document): EmotionCache {
  const cache =
    caches.get(frame) ?? createCache({ key: emotionCacheKey, container: frame.head, stylisPlugins: [] });
  caches.set(frame, cache);
  return cache;
}

/** What the build would say of the entry, shown where the page would be until it is fixed. */
export function PreviewProblems({ problems }: { problems: readonly string[] }) {
  return (
    <Box role="alert" m="6" p="6" rounded="xl" bg="red.50" borderWidth="1px" borderColor="red.200">
      <Heading as="h2" size="lg" color="red.800">
        Not yet as the site can show it
      </Heading>
      <Text mt="2">The site would refuse this entry. Fix these and the preview appears:</Text>
      <List.Root mt="3" ps="5" gap="1">
        {problems.map((problem) => (
          <List.Item key={problem}>{problem}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/** Above the preview, each language's translations whose English changed since (needing review). */
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

/** A half-typed entry may still break a page's component: the preview then says so and recovers. */
class PreviewBoundary extends Component<{ children: ReactNode; entryKey: string }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidUpdate(previous: { entryKey: string }) {
    if (previous.entryKey !== this.props.entryKey && this.state.failed) this.setState({ failed: false });
  }
  render() {
    if (this.state.failed)
      return <PreviewProblems problems={['The page cannot be drawn from this entry yet: keep typing.']} />;
    return this.props.children;
  }
}

/**
 * The site's own providers inside Decap's preview frame: its theme, its style cache (in the frame), a
 * router for the links, and `locale`, the language staff write in. `entryKey` changes as staff type.
 */
export function PreviewFrame({
  frame,
  locale,
  entryKey,
  children,
}: {
  frame: Document;
  locale: Locale;
  entryKey: string;
  children: ReactNode;
}) {
  // The frame's <html> gets the page's language, as a public page in that language has.
  useEffect(() => {
    frame.documentElement.setAttribute('lang', localeInfo[locale].lang);
  }, [frame, locale]);
  return (
    <AppProviders cache={frameCache(frame)}>
      <LocaleProvider locale={locale}>
        <MemoryRouter>
          <PreviewBoundary entryKey={entryKey}>
            {/* The site's words and published content load as the preview first needs them. */}
            <Suspense fallback={null}>{children}</Suspense>
          </PreviewBoundary>
        </MemoryRouter>
      </LocaleProvider>
    </AppProviders>
  );
}
