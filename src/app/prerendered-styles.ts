/**
 * Emotion's `data-emotion` mark (the cache's key, then its rules' ids), renamed so no cache adopts the
 * tag: adopting moves it to the end of <head>, restyling the whole page, a long task on a slow phone.
 */
const prerenderedRulesAttr = 'data-rules';

export const markAsPrerendered = (styleTags: string): string =>
  styleTags.replaceAll('<style data-emotion=', `<style ${prerenderedRulesAttr}=`);

/** The ids of the rules the page's prerendered style tags of the cache `key` hold. */
export const prerenderedRuleIds = (key: string): string[] =>
  [...document.querySelectorAll(`style[${prerenderedRulesAttr}^="${key} "]`)].flatMap((tag) =>
    (tag.getAttribute(prerenderedRulesAttr) ?? '').split(' ').slice(1),
  );
