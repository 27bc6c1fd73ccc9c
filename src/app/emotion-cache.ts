import createCache, { type EmotionCache } from '@emotion/cache';
import { prerenderedRuleIds } from './prerendered-styles.ts';

/** One key on both sides: the browser counts the prerendered rules that carry it as inserted. */
export const emotionCacheKey = 'ck';

// No vendor prefixer: every browser that runs ES2022 modules needs none, and they added a fifth to the CSS.
export const createEmotionCache = () => createCache({ key: emotionCacheKey, stylisPlugins: [] });

/** The browser's cache, counting the prerendered style tags' rules as inserted: hydration adds none again. */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createEmotionCache();
  for (const id of prerenderedRuleIds(emotionCacheKey)) cache.inserted[id] = true;
  return cache;
}
