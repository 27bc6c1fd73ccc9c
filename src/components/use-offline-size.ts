import { useEffect, useState } from 'react';
import { importWithRetry } from '../chunks/import-with-retry';
import type { Locale } from '../config/locales';

/**
 * What the worker keeps of `locale`'s pages, with what every language shares if `withShared`, as
 * the build measured it (src/lib/offline-sizes.ts), written in that language. Undefined while it is
 * read (or no `locale` is asked for), null when it cannot be. Its code loads only when asked, out of
 * the code every page runs first.
 */
export function useOfflineSize(locale: Locale | undefined, withShared: boolean): string | null | undefined {
  const [size, setSize] = useState<string | null>();
  useEffect(() => {
    if (!locale) return;
    let cancelled = false;
    void importWithRetry(() => import('../lib/offline-sizes'))
      .then(({ offlineSizeSaid }) => offlineSizeSaid(locale, withShared))
      .catch(() => null)
      .then((said) => {
        if (!cancelled) setSize(said);
      });
    return () => {
      cancelled = true;
    };
  }, [locale, withShared]);
  return size;
}
