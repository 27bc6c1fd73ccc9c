import { buildNow } from 'virtual:content/build-now';

/** When the site was built (or CONTENT_NOW at build): the prerendered pages' "now" for dated content. */
export const contentBuiltAt: number = buildNow;
