import { useEffect, useState } from 'react';

export interface OutboxNotice {
  type: 'sent' | 'failed';
  reference: string;
}

/**
 * Waiting bookings and news about them, for the indicator on every page. `waiting` is null until
 * the outbox has been read (always on the server and the first render: hydration-safe).
 */
export function useOutboxStatus() {
  const [waiting, setWaiting] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<OutboxNotice | null>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    let known = new Set<string>();
    void import('./watch-outbox').then(({ watchOutbox }) => {
      if (cancelled) return;
      stop = watchOutbox(({ waiting: references, event }) => {
        // News only for bookings that were waiting: one sent straight from the form needs none.
        if (event && event.type !== 'queued' && known.has(event.reference)) {
          setNotice({ type: event.type, reference: event.reference });
        }
        known = new Set(references);
        setWaiting(references);
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  return { waiting, notice, dismissNotice: () => setNotice(null) };
}
