import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { importWithRetry } from '../chunks/import-with-retry';

/**
 * The app's status notices, in the notice stack (src/components/shell/notice-stack.tsx). They (and
 * the online check and service worker state they follow) load after hydration: none of them is
 * needed before the page works, so they stay out of the JavaScript a phone must run first.
 */
export function PwaNotices() {
  const [NoticeList, setNoticeList] = useState<ComponentType | null>(null);

  useEffect(() => {
    let cancelled = false;
    void importWithRetry(() => import('./pwa-notice-list')).then(({ PwaNoticeList }) => {
      if (!cancelled) setNoticeList(() => PwaNoticeList);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  // Its own boundary: while its words load, the notices around it stay as they are.
  return NoticeList ? (
    <Suspense fallback={null}>
      <NoticeList />
    </Suspense>
  ) : null;
}
