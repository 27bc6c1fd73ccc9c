import { useEffect } from 'react';
import { loadOutbox } from '../features/booking/load-outbox';

/**
 * Starts the booking outbox once per page load, after hydration: retries of waiting bookings,
 * expiry of refused ones, the EmailJS configuration check. The shell does it, not a notice or the
 * form, so it runs on every page whatever is rendered. Its code loads then, outside the first
 * JavaScript a phone must run, retried like every chunk (a waiting booking must not wait for the
 * next page load because one script request dropped).
 */
export function useStartOutbox(): void {
  useEffect(() => {
    loadOutbox().then(
      ({ startOutbox }) => startOutbox(),
      // Every retry failed: waiting bookings stay stored, for the next page load or the worker.
      (error: unknown) => console.error('Error sending email: the booking outbox could not load', error),
    );
  }, []);
}
