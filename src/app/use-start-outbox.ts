import { useEffect } from 'react';

/**
 * Starts the booking outbox once per page load, after hydration: retries of waiting bookings,
 * expiry of refused ones, the EmailJS configuration check. The shell does it, not a notice or the
 * form, so it runs on every page whatever is rendered. Its code loads then, outside the first
 * JavaScript a phone must run.
 */
export function useStartOutbox(): void {
  useEffect(() => {
    void import('../features/booking/outbox/page-outbox').then(({ startOutbox }) => startOutbox());
  }, []);
}
