import { useCallback, useEffect, useState } from 'react';
import { emptyBookingValues, type BookingValues } from './booking-values';
import { bookingState, subscribeOutbox } from './outbox/outbox';
import { submitBooking } from './submit-booking';

/**
 * Where the booking page is: the form (possibly sending; `unsent` holds a booking neither sent nor
 * kept, for the contact links), or one of the outcomes.
 */
export type BookingStep =
  | { step: 'form'; sending: boolean; unsent?: { values: BookingValues; reference?: string } }
  | { step: 'queued'; reference: string; backgroundSync: boolean }
  | { step: 'confirmed'; reference: string; late: boolean }
  | { step: 'failed'; reference: string; values: BookingValues };

const initialStep: BookingStep = { step: 'form', sending: false };

/**
 * Submits bookings and follows them: a queued booking becomes the confirmation (or the failure
 * notice) when this tab, another tab or the service worker has sent it. What happened is the
 * outbox's to say (its events and bookingState), never decided here.
 */
export function useBookingSubmission() {
  const [state, setState] = useState<BookingStep>(initialStep);
  const [values, setValues] = useState<BookingValues | null>(null);

  const submit = useCallback((submitted: BookingValues, honeypot: string) => {
    setValues(submitted);
    setState({ step: 'form', sending: true });
    submitBooking(submitted, honeypot).then(
      (outcome) => {
        switch (outcome.kind) {
          case 'sent':
          case 'dropped':
            return setState({ step: 'confirmed', reference: outcome.reference, late: false });
          case 'queued':
            return setState({
              step: 'queued',
              reference: outcome.reference,
              backgroundSync: outcome.backgroundSync,
            });
          case 'failed':
            return setState({ step: 'failed', reference: outcome.reference, values: submitted });
          case 'unsent':
            return setState({
              step: 'form',
              sending: false,
              unsent: { values: submitted, reference: outcome.reference },
            });
        }
      },
      (error: unknown) => {
        // Only storage can throw here (send failures are outcomes); the form keeps what was typed.
        console.error('Error sending email: the booking could not be saved', error);
        setState({ step: 'form', sending: false, unsent: { values: submitted } });
      },
    );
  }, []);

  const queuedReference = state.step === 'queued' ? state.reference : undefined;
  useEffect(() => {
    if (!queuedReference) return;
    const settle = (next: 'confirmed' | 'failed', late = false) =>
      setState(
        next === 'confirmed'
          ? { step: 'confirmed', reference: queuedReference, late }
          : { step: 'failed', reference: queuedReference, values: values ?? emptyBookingValues },
      );
    const unsubscribe = subscribeOutbox((event) => {
      if (event.reference !== queuedReference) return;
      if (event.type === 'sent') settle('confirmed', event.late === true);
      if (event.type === 'failed') settle('failed');
    });
    // In case it was settled between the submit and this subscription.
    void bookingState(queuedReference).then((now) => {
      if (now === 'sent') settle('confirmed');
      else if (now === 'refused') settle('failed');
    });
    return unsubscribe;
  }, [queuedReference, values]);

  const reset = useCallback(() => setState(initialStep), []);
  // What was last submitted: the outcome panels name its campus and offer its calendar entry.
  return { state, values: values ?? emptyBookingValues, submit, reset };
}
