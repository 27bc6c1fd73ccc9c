import { useCallback, useEffect, useState } from 'react';
import { emptyBookingValues, type BookingValues } from './booking-values';
import { loadOutbox } from './load-outbox';
import type { BookingState } from './outbox/outbox';
import { submitBooking } from './submit-booking';
import { useLocale } from '../../locale/locale-provider';

/** Where the booking page is: the form (`unsent`: a booking neither sent nor kept), or an outcome. */
export type BookingStep =
  | { step: 'form'; sending: boolean; unsent?: { values: BookingValues; reference?: string } }
  | { step: 'queued'; reference: string; backgroundSync: boolean }
  | { step: 'sent'; reference: string; late: boolean }
  | { step: 'refused'; reference: string; values: BookingValues };

const initialStep: BookingStep = { step: 'form', sending: false };

/** Submits bookings and follows a queued one until settled: what happened is the outbox's to say. */
export function useBookingSubmission() {
  const [state, setState] = useState<BookingStep>(initialStep);
  const [values, setValues] = useState<BookingValues>(emptyBookingValues);
  const locale = useLocale();

  const submit = useCallback(
    (submitted: BookingValues, honeypot: string) => {
      setValues(submitted);
      setState({ step: 'form', sending: true });
      submitBooking(submitted, honeypot, locale).then(
        (outcome) => {
          const { reference } = outcome;
          switch (outcome.state) {
            case 'sent':
            case 'dropped':
              setState({ step: 'sent', reference, late: false });
              return;
            case 'queued':
              setState({ step: 'queued', reference, backgroundSync: outcome.backgroundSync });
              return;
            case 'refused':
              setState({ step: 'refused', reference, values: submitted });
              return;
            case 'unsent':
              setState({ step: 'form', sending: false, unsent: { values: submitted, reference } });
          }
        },
        (error: unknown) => {
          // Only the outbox's loading or storage can throw (send failures are outcomes).
          console.error('Error sending email: the booking could not be saved', error);
          setState({ step: 'form', sending: false, unsent: { values: submitted } });
        },
      );
    },
    [locale],
  );

  const queuedReference = state.step === 'queued' ? state.reference : undefined;
  useEffect(() => {
    if (!queuedReference) return;
    const settle = (next: BookingState, late = false) => {
      if (next === 'sent') setState({ step: 'sent', reference: queuedReference, late });
      if (next === 'refused') setState({ step: 'refused', reference: queuedReference, values });
    };
    let stopped = false;
    let unsubscribe = () => {};
    // Loaded already: the submit that queued the booking used it.
    void loadOutbox().then(({ subscribeOutbox, bookingState }) => {
      if (stopped) return;
      unsubscribe = subscribeOutbox((event) => {
        if (event.reference !== queuedReference || event.type === 'changed') return;
        settle(event.type, event.late === true);
      });
      // In case it was settled between the submit and this subscription.
      void bookingState(queuedReference).then((now) => settle(now));
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [queuedReference, values]);

  const reset = useCallback(() => setState(initialStep), []);
  // What was last submitted: the outcome panels name its campus and offer its calendar entry.
  return { state, values, submit, reset };
}
