import { useEffect, useMemo, useRef, useState } from 'react';
import { toInterestOption } from '../../content/booking-options';
import { BookingForm } from './form/booking-form';
import { ContactLinks } from './booking-contact-links';
import { BookingSent, BookingRefused, BookingQueued } from './booking-outcome';
import { BookingStyles, hiddenClass, noteClass } from './booking-styles';
import { maxLengths } from './booking-values';
import { loadOutbox } from './load-outbox';
import { useBookingSubmission, type BookingStep } from './use-booking-submission';
import { useClientValue } from '../../components/use-client-value';
import type { BookingWords } from '../../i18n/en/booking';
import { useWords } from '../../locale/use-words';

const statusText = (state: BookingStep, bookingWords: BookingWords): string => {
  if (state.step === 'form') return state.sending ? bookingWords.booking.sending : '';
  if (state.step === 'queued') return bookingWords.booking.savedOffline;
  if (state.step === 'sent') return bookingWords.booking.sentStatus;
  return bookingWords.booking.notSentStatus;
};

/** The booking form and what follows a submission: sending, then queued, sent or refused. */
export function BookingSection() {
  const bookingWords = useWords('booking');
  // The prerendered page has no query, so a prefill applies after hydration; read from the address,
  // not the router: the form runs without the app too. `round` keys a fresh form for "Book Another".
  const query = useClientValue(() => window.location.search, '');
  const [round, setRound] = useState(0);
  // From `?interest=` (an exact option, else ignored) and `?message=` on course and event links.
  const prefill = useMemo(() => {
    if (!query || round !== 0) return undefined;
    const params = new URLSearchParams(query);
    return {
      interest: toInterestOption(params.get('interest')) ?? '',
      message: (params.get('message') ?? '').slice(0, maxLengths.message),
    };
  }, [query, round]);
  const { state, values, submit, reset } = useBookingSubmission();
  const [noOutbox, setNoOutbox] = useState(false);
  const formBox = useRef<HTMLDivElement>(null);
  // Bumped when an outcome panel gives way to the form, so focus lands on the form's first field.
  const [formReturns, setFormReturns] = useState(0);

  useEffect(() => {
    // Not loaded after every retry: a submit tries again, and says so if it cannot.
    loadOutbox()
      .then(async (outbox) => {
        outbox.prepareToSend();
        setNoOutbox(!(await outbox.isOutboxAvailable()));
      })
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    if (formReturns > 0) formBox.current?.querySelector('input')?.focus();
  }, [formReturns]);

  const backToForm = () => {
    reset();
    setFormReturns((count) => count + 1);
  };
  const bookAnother = () => {
    setRound((current) => current + 1);
    backToForm();
  };

  // A note above the submit button: an alert for a booking neither sent nor kept.
  const notice =
    state.step === 'form' && state.unsent ? (
      <div role="alert" className={noteClass}>
        <p>
          {bookingWords.booking.unsentNoOutbox} <ContactLinks booking={state.unsent} />{' '}
          {bookingWords.booking.withDetails}
        </p>
      </div>
    ) : noOutbox ? (
      <div className={noteClass}>
        <p>{bookingWords.booking.noOutbox}</p>
      </div>
    ) : null;

  return (
    <div>
      <BookingStyles />
      <div role="status" className={hiddenClass}>
        {statusText(state, bookingWords)}
      </div>
      <div ref={formBox} hidden={state.step !== 'form'}>
        <BookingForm
          key={round}
          prefill={prefill}
          sending={state.step === 'form' && state.sending}
          onSubmit={submit}
          notice={notice}
        />
      </div>
      {state.step === 'sent' && (
        <BookingSent
          reference={state.reference}
          values={values}
          late={state.late}
          onBookAnother={bookAnother}
        />
      )}
      {state.step === 'queued' && (
        <BookingQueued
          reference={state.reference}
          values={values}
          backgroundSync={state.backgroundSync}
          onBookAnother={bookAnother}
        />
      )}
      {state.step === 'refused' && (
        <BookingRefused booking={{ values: state.values, reference: state.reference }} onBack={backToForm} />
      )}
    </div>
  );
}
