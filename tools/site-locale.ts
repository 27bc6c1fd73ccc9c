import { isLocale, locales, type Locale } from '../src/config/locales.ts';

/**
 * The languages `npm run build` makes (SITE_LOCALES, default every one, English first) and the one
 * this Vite run builds (SITE_LOCALE). The first build empties the output folder; the last one
 * writes what covers both (the service worker's precache, the sitemap, the server rules, the editor).
 */
export function buildLocales(env: NodeJS.ProcessEnv = process.env): readonly Locale[] {
  const listed = (env.SITE_LOCALES ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (listed.length === 0) return locales;
  const unknown = listed.filter((item) => !isLocale(item));
  if (unknown.length > 0)
    throw new Error(`SITE_LOCALES: ${unknown.join(', ')} is not one of ${locales.join(', ')}`);
  return locales.filter((locale) => listed.includes(locale));
}

export function buildLocale(env: NodeJS.ProcessEnv = process.env): {
  locale: Locale;
  first: boolean;
  last: boolean;
} {
  const all = buildLocales(env);
  const value = env.SITE_LOCALE || all[0];
  if (!isLocale(value)) throw new Error(`SITE_LOCALE must be one of ${locales.join(', ')}, not "${value}"`);
  return { locale: value, first: value === all[0], last: value === all[all.length - 1] };
}
