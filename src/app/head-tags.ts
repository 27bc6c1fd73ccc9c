import { courses } from '../content/courses';
import { campusTowns, site } from '../content/site';
import { formatPrice } from '../lib/format-price';
import { listPhrase } from '../lib/wording';
import { siteUrl } from '../lib/site-url';
import type { PageRoute } from './route-table';
import { siteLocale } from '../config/site-locale';
import { defaultLocale, localeInfo, locales, localizedPath } from '../config/locales';
import { courseShareCard } from '../config/paths';
import { structuredData } from './structured-data';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Share card: made by scripts/generate-og-image.mjs; its size is stated so previews need not fetch it first. */
const shareImage = {
  path: '/og-image.png',
  type: 'image/png',
  width: 1200,
  height: 630,
  alt: `${site.name}: practical computer courses in ${listPhrase(campusTowns, 'and')}`,
};

/** The absolute URL of a path on the deployed site, for canonical links and share cards. */

/**
 * JSON-LD as an inert data block. `<` is escaped so no text in the data (a "</script>" in an FAQ
 * answer, say) can close the element; JSON.parse reads \u003c back as `<`.
 */
export const jsonLdScript = (data: object) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

/** A course page's own card: its name, fee and picture (tools/share-images-plugin.ts draws it from the data). */
function shareImageOf(route: PageRoute) {
  const course = route.slug ? courses.find(({ slug }) => slug === route.slug) : undefined;
  if (!course) return shareImage;
  return {
    ...shareImage,
    ...courseShareCard(course.slug, course.image.src, siteLocale),
    alt: `${course.title} at ${site.name}: ${formatPrice(course.price)}, ${course.duration}`,
  };
}

/** The per-page <head> tags the prerenderer writes: title, description, canonical URL, share cards, JSON-LD. */
export function renderHeadTags(route: PageRoute): string {
  const { title, description } = route.meta;
  // The not-found page is served for every unknown path: it has no URL of its own to index or share.
  const url = route.key === 'notFound' ? undefined : siteUrl(localizedPath(route.path, siteLocale));
  // The same page in every language, and x-default (English) for a reader of neither.
  const alternates =
    route.key === 'notFound'
      ? []
      : [
          ...locales.map((locale) => ({
            hreflang: localeInfo[locale].hreflang,
            path: localizedPath(route.path, locale),
          })),
          { hreflang: 'x-default', path: localizedPath(route.path, defaultLocale) },
        ].map(
          ({ hreflang, path }) =>
            `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(siteUrl(path))}" />`,
        );
  const card = shareImageOf(route);
  const image = siteUrl(card.path);

  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : meta('name', 'robots', 'noindex'),
    ...alternates,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:locale', localeInfo[siteLocale].ogLocale),
    ...locales
      .filter((locale) => locale !== siteLocale)
      .map((locale) => meta('property', 'og:locale:alternate', localeInfo[locale].ogLocale)),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    ...(url ? [meta('property', 'og:url', url)] : []),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', card.type),
    meta('property', 'og:image:width', String(card.width)),
    meta('property', 'og:image:height', String(card.height)),
    meta('property', 'og:image:alt', card.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', card.alt),
    ...structuredData(route.key, undefined, route.slug).map(jsonLdScript),
  ];
  return tags.join('\n    ');
}
