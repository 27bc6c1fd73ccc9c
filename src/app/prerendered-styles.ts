/**
 * On each prerendered style tag: Emotion's own mark (`data-emotion`: the cache's key, then the ids
 * of the rules the tag holds), renamed so that no Emotion cache adopts the tag. Adopting one moves it
 * to the end of <head>, which re-parses its CSS and restyles the whole page: a long task on a slow
 * phone. The app's cache counts their rules as inserted instead (./emotion-cache.ts).
 */
const prerenderedRulesAttr = 'data-rules';

export const markAsPrerendered = (styleTags: string): string =>
  styleTags.replaceAll('<style data-emotion=', `<style ${prerenderedRulesAttr}=`);

/** The ids of the rules the page's prerendered style tags of the cache `key` hold. */
export const prerenderedRuleIds = (key: string): string[] =>
  [...document.querySelectorAll(`style[${prerenderedRulesAttr}^="${key} "]`)].flatMap((tag) =>
    (tag.getAttribute(prerenderedRulesAttr) ?? '').split(' ').slice(1),
  );
