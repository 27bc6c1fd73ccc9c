import { useEffect, useState } from 'react';
import {
  dismissRefusedBooking,
  isOutboxAvailable,
  readOutbox,
  removeRefusedBooking,
  subscribeOutbox,
  type OutboxContents,
} from './outbox/outbox';

/** News about a booking that was queued on this device: it has now been sent. */
export interface SentNotice {
  reference: string;
  /** Its preferred date had passed when it went: the college will call to agree a new date. */
  late: boolean;
}

/**
 * The outbox as the notices on every page show it: bookings queued, bookings refused (until
 * dismissed, removed or expired), and news of a queued booking sent. `contents` is null until the
 * outbox has been read.
 */
export function useOutboxStatus() {
  const [contents, setContents] = useState<OutboxContents | null>(null);
  const [sent, setSent] = useState<SentNotice[]>([]);

  useEffect(() => {
    let stopped = false;
    let unsubscribe = () => {};
    let known = new Set<string>();
    const read = () =>
      void readOutbox().then(
        (next) => {
          if (stopped) return;
          known = new Set(next.queued);
          setContents(next);
        },
        () => {},
      );
    void isOutboxAvailable().then((available) => {
      if (!available || stopped) return;
      unsubscribe = subscribeOutbox((event) => {
        // News only for bookings that were queued: one sent straight from the form needs none.
        if (event.type === 'sent' && known.has(event.reference)) {
          const notice = { reference: event.reference, late: event.late === true };
          setSent((list) => [...list.filter((item) => item.reference !== event.reference), notice]);
        }
        read();
      });
      read();
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, []);

  return {
    contents,
    sent,
    dismissSent: (reference: string) =>
      setSent((list) => list.filter((item) => item.reference !== reference)),
    removeRefused: (reference: string) => void removeRefusedBooking(reference).catch(() => {}),
    dismissRefused: (reference: string) => void dismissRefusedBooking(reference).catch(() => {}),
  };
}
