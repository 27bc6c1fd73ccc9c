/** The absolute URL of a site path on the site's address (canonical links, share cards, sitemap, structured data). */
export const siteUrl = (path: string, siteAddress: string): string => new URL(path, siteAddress).href;
