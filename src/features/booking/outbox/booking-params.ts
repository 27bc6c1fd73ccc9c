import type { BookingValues } from '../booking-values';

/** What the EmailJS template receives for one booking: the spec's fields plus the reference. */
export type BookingParams = BookingValues & {
  /** Short code shown to the visitor and in the e-mail, so staff can spot a repeat. */
  reference: string;
};

const keys = ['name', 'email', 'phone', 'date', 'time', 'interest', 'message', 'reference'] as const;

/** Whether an untrusted value (read back from storage, say) has exactly the shape of BookingParams. */
export function isBookingParams(value: unknown): value is BookingParams {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return keys.every((key) => typeof record[key] === 'string');
}
