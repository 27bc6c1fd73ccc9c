import createCache from '@emotion/cache';

/** One key on both sides: the browser adopts the prerendered style tags that carry it. */
export const emotionCacheKey = 'ck';

export const createEmotionCache = () => createCache({ key: emotionCacheKey });
