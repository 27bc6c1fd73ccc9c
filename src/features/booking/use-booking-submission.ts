import { useCallback, useEffect, useState } from 'react';
import type { BookingValues } from './booking-values';
import { getRecord } from './outbox/outbox-db';
import { subscribeOutboxEvents } from './outbox/outbox-events';
import { submitBooking } from './submit-booking';

/** Where the booking page is: the form (possibly sending), or one of the outcomes. */
export type BookingStep =
  | { step: 'form'; sending: boolean; unsent: boolean }
  | { step: 'queued' | 'confirmed' | 'failed'; reference: string };

const initialStep: BookingStep = { step: 'form', sending: false, unsent: false };

/**
 * Submits bookings and follows them: a queued booking becomes the confirmation (or the failure
 * notice) when this tab, another tab or the service worker has sent it.
 */
export function useBookingSubmission() {
  const [state, setState] = useState<BookingStep>(initialStep);

  const submit = useCallback((values: BookingValues, honeypot: string) => {
    setState({ step: 'form', sending: true, unsent: false });
    submitBooking(values, honeypot).then(
      (outcome) => {
        switch (outcome.kind) {
          case 'sent':
          case 'dropped':
            return setState({ step: 'confirmed', reference: outcome.reference });
          case 'queued':
          case 'failed':
            return setState({ step: outcome.kind, reference: outcome.reference });
          case 'unsent':
            return setState({ step: 'form', sending: false, unsent: true });
        }
      },
      (error: unknown) => {
        // Only storage can throw here (send failures are outcomes); the form keeps what was typed.
        console.error('Error sending email: the booking could not be saved', error);
        setState({ step: 'form', sending: false, unsent: true });
      },
    );
  }, []);

  const queuedReference = state.step === 'queued' ? state.reference : undefined;
  useEffect(() => {
    if (!queuedReference) return;
    const settle = (step: 'confirmed' | 'failed') => setState({ step, reference: queuedReference });
    const unsubscribe = subscribeOutboxEvents((event) => {
      if (event.reference !== queuedReference) return;
      if (event.type === 'sent') settle('confirmed');
      if (event.type === 'failed') settle('failed');
    });
    // In case it was settled between the submit and this subscription.
    void getRecord(queuedReference).then((record) => {
      if (!record) settle('confirmed');
      else if (record.status === 'failed') settle('failed');
    });
    return unsubscribe;
  }, [queuedReference]);

  const reset = useCallback(() => setState(initialStep), []);
  return { state, submit, reset };
}
