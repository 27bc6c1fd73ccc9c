import type { Locale } from '../../config/locales';
import { createBookingReference } from './booking-reference';
import type { BookingValues } from './booking-values';
import { loadOutbox } from './load-outbox';
import type { BookingState } from './outbox/outbox';

/** How a submission ended: the booking's state, or one of two ends where no booking was kept. */
export type SubmitOutcome =
  | { state: Exclude<BookingState, 'queued'>; reference: string }
  | { state: 'queued'; reference: string; backgroundSync: boolean }
  /** Neither sent nor kept (this browser has no outbox): the visitor can try again. */
  | { state: 'unsent'; reference: string }
  /** The honeypot was filled: a bot. Answered like a success, never sent. */
  | { state: 'dropped'; reference: string };

/** Submits through the outbox, or straight to EmailJS without one; throws only if the outbox fails. */
export async function submitBooking(
  values: BookingValues,
  honeypot: string,
  locale: Locale,
): Promise<SubmitOutcome> {
  const reference = createBookingReference();
  if (honeypot.trim() !== '') return { state: 'dropped', reference };
  const outbox = await loadOutbox();
  const params = outbox.toBookingParams(values, reference, locale);

  if (!(await outbox.isOutboxAvailable()))
    return { state: await outbox.sendWithoutOutbox(params), reference };
  const state = await outbox.submitToOutbox(params);
  if (state !== 'queued') return { state, reference };
  return { state, reference, backgroundSync: await outbox.requestBackgroundSync() };
}
