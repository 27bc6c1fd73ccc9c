import createCache from '@emotion/cache';

/** One key on both sides: the browser adopts the prerendered style tags that carry it. */
export const emotionCacheKey = 'ck';

/**
 * Without Emotion's vendor prefixer: every browser that can run this site (ES2022 modules) has
 * unprefixed flexbox, grid and the rest, and the prefixes added about a fifth to each page's CSS.
 */
export const createEmotionCache = () => createCache({ key: emotionCacheKey, stylisPlugins: [] });
