import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { importWithRetry } from '../../chunks/import-with-retry';

/**
 * On every page, the booking outbox's notices: bookings waiting, bookings refused, bookings sent
 * late. Their code (the outbox, the contact links) loads after hydration, outside the JavaScript
 * a phone must run first; nothing is shown on the server or the first render. Retried like every
 * chunk: a page that went offline before it arrived shows the notices once the network is back.
 */
export function OutboxStatus() {
  const [NoticeList, setNoticeList] = useState<ComponentType | null>(null);

  useEffect(() => {
    let cancelled = false;
    void importWithRetry(() => import('./outbox-notice-list')).then(({ OutboxNoticeList }) => {
      if (!cancelled) setNoticeList(() => OutboxNoticeList);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  // Its own boundary: while its words load, only it waits, not the notices around it.
  return NoticeList ? (
    <Suspense fallback={null}>
      <NoticeList />
    </Suspense>
  ) : null;
}
