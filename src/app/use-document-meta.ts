import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { importWithRetry } from '../chunks/import-with-retry';
import type { Locale } from '../config/locales';
import { loadLocaleModule } from '../locale/locale-modules';
import { useLocale } from '../locale/locale-provider';
import { routeForPath, type PageRoute } from './route-table';

/** A route's title and description in a language; their wording loads with the first navigation. */
async function metaOf(route: PageRoute, locale: Locale) {
  const [{ pageMeta }, meta, common, site, courses] = await Promise.all([
    importWithRetry(() => import('../i18n/page-meta'), { leaf: true }),
    loadLocaleModule(locale, 'words:meta'),
    loadLocaleModule(locale, 'words:common'),
    loadLocaleModule(locale, 'content:site'),
    loadLocaleModule(locale, 'content:courses'),
  ]);
  return pageMeta(route.key, { meta, common, site, courses }, route.slug);
}

/**
 * Keeps the document title and description in step with client navigation. Keyed on the page: the first
 * has them prerendered, so their words stay out of what a page loads to start.
 */
export function useDocumentMeta(): void {
  const { pathname } = useLocation();
  const locale = useLocale();
  const shown = useRef(`${locale}:${pathname}`);

  useEffect(() => {
    const page = `${locale}:${pathname}`;
    if (shown.current === page) return;
    shown.current = page;
    void metaOf(routeForPath(pathname), locale).then(({ title, description }) => {
      // A later navigation writes its own.
      if (shown.current !== page) return;
      document.title = title;
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    });
  }, [pathname, locale]);
}
