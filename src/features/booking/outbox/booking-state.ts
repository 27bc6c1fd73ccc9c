/**
 * Where one booking stands: the one set of names the outbox, the worker, the form, the notices and
 * the soak use. `queued`: kept on this device, to be sent. `sent`: EmailJS accepted it (its record
 * is gone). `refused`: EmailJS said no for good; never retried, kept a while for its visitor.
 * A send attempt's result is another thing with its own names (SendFailure: transient|permanent).
 */
export type BookingState = 'queued' | 'sent' | 'refused';

// Older versions of the site stored 'pending' for queued and 'failed' for refused; their records
// and their events (an old tab still open after an update) are read under today's names.
const olderNames: Readonly<Record<string, BookingState>> = { pending: 'queued', failed: 'refused' };

/** A state read from storage or another context, under today's name; undefined if it is none. */
export function readBookingState(value: unknown): BookingState | undefined {
  if (value === 'queued' || value === 'sent' || value === 'refused') return value;
  return typeof value === 'string' ? olderNames[value] : undefined;
}
