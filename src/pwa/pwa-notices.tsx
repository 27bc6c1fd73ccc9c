import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { Stack } from '@chakra-ui/react';
import { importWithRetry } from '../chunks/import-with-retry';

/**
 * Where the app's status notices appear: fixed to the bottom of the screen, so that appearing
 * never shifts the page. The live region is in the prerendered page from the start, so screen
 * readers announce what is added to it. The notices themselves (and the online check and service
 * worker state they follow) load after hydration: none of them is needed before the page works,
 * so they stay out of the JavaScript a phone must run first.
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

  return (
    <Stack
      role="status"
      position="fixed"
      insetX="3"
      bottom="3"
      zIndex="toast"
      gap="2"
      maxW="md"
      mx="auto"
      pointerEvents="none"
    >
      {/* Its own boundary: while its words load, the live region around it stays as it is. */}
      {NoticeList && (
        <Suspense fallback={null}>
          <NoticeList />
        </Suspense>
      )}
    </Stack>
  );
}
