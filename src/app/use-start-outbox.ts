import { useEffect } from 'react';
import { loadOutbox } from '../features/booking/load-outbox';

/** Starts the booking outbox after hydration on every page, its code retried like every chunk's. */
export function useStartOutbox(): void {
  useEffect(() => {
    loadOutbox().then(
      ({ startOutbox }) => startOutbox(),
      // Every retry failed: waiting bookings stay stored, for the next page load or the worker.
      (error: unknown) => console.error('Error sending email: the booking outbox could not load', error),
    );
  }, []);
}
