import { campusTowns } from '../content/site';
import { listPhrase } from '../lib/wording';
import { siteUrl } from '../lib/site-url';
import type { PageRoute } from './route-table';
import { defaultLocale, localeInfo, locales, localizedPath } from '../config/locales';
import { collegeShareCard, courseShareCard } from '../config/paths';
import { courseFee } from '../i18n/course-fee';
import { pageMeta } from '../i18n/page-meta';
import type { LocaleData } from '../locale/locale-data';
import { structuredDataOf } from './structured-data';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every share card's size (tools/share-images-plugin.ts), stated so previews need not fetch it first. */
const shareImageSize = { width: 1200, height: 630 };

/** JSON-LD as an inert data block, `<` escaped so no "</script>" in the data can close it. */
export const jsonLdScript = (data: object) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

/** A page's share card in its language: a course page's own, else the college's. */
function shareImageOf(route: PageRoute, { locale, words, content }: LocaleData) {
  const site = content('site');
  const { shareCard } = words('common');
  const course = route.slug ? content('courses').find(({ slug }) => slug === route.slug) : undefined;
  if (!course) {
    const towns = listPhrase(campusTowns(site), words('common').conjunctions.and);
    return { ...shareImageSize, ...collegeShareCard(locale), alt: shareCard.collegeAlt(site.name, towns) };
  }
  return {
    ...shareImageSize,
    ...courseShareCard(course.slug, course.image.src, locale),
    alt: shareCard.courseAlt(
      course.title,
      site.name,
      courseFee(course, words('common')),
      words('common').course.length(course.weeks, course.perProgrammingLanguage),
    ),
  };
}

/** The per-page <head> tags the prerenderer writes: title, description, canonical, share cards, JSON-LD. */
export function renderHeadTags(route: PageRoute, data: LocaleData, now: number): string {
  const { locale, words, content } = data;
  const site = content('site');
  const address = (path: string) => siteUrl(path, site.url);
  const { title, description } = pageMeta(
    route.key,
    { meta: words('meta'), common: words('common'), site, courses: content('courses') },
    route.slug,
  );
  // The not-found page is served for every unknown path: it has no URL of its own to index or share.
  const url = route.key === 'notFound' ? undefined : address(localizedPath(route.path, locale));
  // The same page in every language, and x-default (English) for a reader of neither.
  const alternates =
    route.key === 'notFound'
      ? []
      : [
          ...locales.map((other) => ({
            hreflang: localeInfo[other].hreflang,
            path: localizedPath(route.path, other),
          })),
          { hreflang: 'x-default', path: localizedPath(route.path, defaultLocale) },
        ].map(
          ({ hreflang, path }) =>
            `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(address(path))}" />`,
        );
  const card = shareImageOf(route, data);
  const image = address(card.path);

  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : meta('name', 'robots', 'noindex'),
    ...alternates,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:locale', localeInfo[locale].ogLocale),
    ...locales
      .filter((other) => other !== locale)
      .map((other) => meta('property', 'og:locale:alternate', localeInfo[other].ogLocale)),
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
    ...structuredDataOf(data)(route.key, now, route.slug).map(jsonLdScript),
  ];
  return tags.join('\n    ');
}
