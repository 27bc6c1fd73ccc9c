import { useEffect, useState, type ComponentType } from 'react';

/**
 * On every page, the booking outbox's notices: bookings waiting, bookings refused, bookings sent
 * late. Their code (the outbox, the contact links) loads after hydration, outside the JavaScript
 * a phone must run first; nothing is shown on the server or the first render.
 */
export function OutboxStatus() {
  const [NoticeList, setNoticeList] = useState<ComponentType | null>(null);

  useEffect(() => {
    let cancelled = false;
    void import('./outbox-notice-list').then(({ OutboxNoticeList }) => {
      if (!cancelled) setNoticeList(() => OutboxNoticeList);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return NoticeList ? <NoticeList /> : null;
}
