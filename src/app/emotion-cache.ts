import createCache, { type EmotionCache } from '@emotion/cache';
import { prerenderedRuleIds } from './prerendered-styles.ts';

/** One key on both sides: the browser counts the prerendered rules that carry it as inserted. */
export const emotionCacheKey = 'ck';

/**
 * Without Emotion's vendor prefixer: every browser that can run this site (ES2022 modules) has
 * unprefixed flexbox, grid and the rest, and the prefixes added about a fifth to each page's CSS.
 */
export const createEmotionCache = () => createCache({ key: emotionCacheKey, stylisPlugins: [] });

/**
 * The browser's cache: the rules the page's prerendered style tags hold (none on the dev server's
 * empty page) count as inserted, so hydration inserts none of them again, and the tags stay where
 * they are (./prerendered-styles.ts).
 */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createEmotionCache();
  for (const id of prerenderedRuleIds(emotionCacheKey)) cache.inserted[id] = true;
  return cache;
}
