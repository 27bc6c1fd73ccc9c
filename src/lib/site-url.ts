import { site } from '../content/site';

/** The absolute URL of a site path (canonical links, share cards, sitemap, structured data). */
export const siteUrl = (path: string): string => new URL(path, site.url).href;
