import { useEffect, useState } from 'react';
import {
  dismissRefusedBooking,
  isOutboxAvailable,
  readOutbox,
  removeRefusedBooking,
  subscribeOutbox,
  type OutboxContents,
  type QueuedBooking,
} from './outbox/outbox';
import { campusIdOfEmailName } from './campus-names';

/** News about a booking that was queued on this device: it has now been sent. */
export interface SentNotice extends QueuedBooking {
  /** Its preferred date had passed when it went: the college will call to agree a new date. */
  late: boolean;
}

/** What the outbox holds with each campus by its id, as the pages name campuses (stored: the e-mail's name). */
const byCampusId = ({ queued, refused, waitReason }: OutboxContents): OutboxContents => ({
  waitReason,
  queued: queued.map((booking) => ({ ...booking, campus: campusIdOfEmailName(booking.campus) })),
  refused: refused.map((booking) => ({
    ...booking,
    values: { ...booking.values, campus: campusIdOfEmailName(booking.values.campus) },
  })),
});

/** The outbox as the notices show it, with news of queued bookings sent; `contents` is null until read. */
export function useOutboxStatus() {
  const [contents, setContents] = useState<OutboxContents | null>(null);
  const [sent, setSent] = useState<SentNotice[]>([]);

  useEffect(() => {
    let stopped = false;
    let unsubscribe = () => {};
    let known = new Map<string, QueuedBooking>();
    // Every 'sent' heard, with its lateness: one may come before the read that names its booking,
    // which must neither lose its news nor show it as still waiting.
    const sentLate = new Map<string, boolean>();
    const told = new Set<string>();
    const tell = (booking: QueuedBooking) => {
      if (told.has(booking.reference)) return;
      told.add(booking.reference);
      const notice = { ...booking, late: sentLate.get(booking.reference) === true };
      setSent((list) => [...list, notice]);
    };
    const read = () =>
      void readOutbox()
        .then(byCampusId)
        .then((next) => {
          if (stopped) return;
          const queued = next.queued.filter((booking) => !sentLate.has(booking.reference));
          next.queued.filter((booking) => sentLate.has(booking.reference)).forEach(tell);
          known = new Map(queued.map((booking) => [booking.reference, booking]));
          setContents({ ...next, queued, waitReason: queued.length > 0 ? next.waitReason : undefined });
        })
        .catch(() => {});
    void isOutboxAvailable().then((available) => {
      if (!available || stopped) return;
      unsubscribe = subscribeOutbox((event) => {
        if (event.type === 'sent') {
          sentLate.set(event.reference, event.late === true);
          // News only for bookings that were queued: one sent straight from the form needs none.
          const queued = known.get(event.reference);
          if (queued) tell(queued);
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
    dismissSent: () => setSent([]),
    removeRefused: (reference: string) => void removeRefusedBooking(reference).catch(() => {}),
    dismissRefused: (reference: string) => void dismissRefusedBooking(reference).catch(() => {}),
  };
}
