import createCache, { type EmotionCache } from '@emotion/cache';

/** One key on both sides: the browser counts the prerendered rules that carry it as inserted. */
export const emotionCacheKey = 'ck';

/**
 * Emotion's `data-emotion` mark (the cache's key, then its rules' ids), renamed so no cache adopts the
 * tag: adopting moves it to the end of <head>, restyling the whole page, a long task on a slow phone.
 */
const prerenderedRulesAttr = 'data-rules';

export const markAsPrerendered = (styleTags: string): string =>
  styleTags.replaceAll('<style data-emotion=', `<style ${prerenderedRulesAttr}=`);

// No vendor prefixer: every browser that runs ES2022 modules needs none, and they added a fifth to the CSS.
export const createEmotionCache = () => createCache({ key: emotionCacheKey, stylisPlugins: [] });

/** The browser's cache, counting the prerendered style tags' rules as inserted: hydration adds none again. */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createEmotionCache();
  for (const tag of document.querySelectorAll(`style[${prerenderedRulesAttr}^="${emotionCacheKey} "]`)) {
    const [, ...ids] = (tag.getAttribute(prerenderedRulesAttr) ?? '').split(' ');
    for (const id of ids) cache.inserted[id] = true;
  }
  return cache;
}
