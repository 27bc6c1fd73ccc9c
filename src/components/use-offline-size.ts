import { useEffect, useState } from 'react';
import { importWithRetry } from '../chunks/import-with-retry';
import type { Locale } from '../config/locales';

/** offlineSizeSaid (src/lib/offline-sizes.ts) as a hook, undefined while read; its code loaded if asked. */
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
