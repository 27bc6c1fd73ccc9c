import type { BookingValues } from '../booking-values';

/** What the EmailJS template receives for one booking: the form's fields, its reference and when it was made. */
export type BookingParams = BookingValues & {
  /** Short code shown to the visitor and in the e-mail, so staff can spot a repeat. */
  reference: string;
  /**
   * When the visitor pressed Book Appointment, in East Africa Time: a booking kept offline for
   * days is sent late, and staff must know when it was really made.
   */
  requested_at: string;
};

const keys = ['name', 'email', 'phone', 'date', 'time', 'interest', 'message', 'reference'] as const;

/** Whether a value read back from storage is BookingParams (`requested_at` may be missing on an older record). */
export function isBookingParams(value: unknown): value is BookingParams {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    keys.every((key) => typeof record[key] === 'string') &&
    (record.requested_at === undefined || typeof record.requested_at === 'string')
  );
}

// The college works in Nairobi time whatever the visitor's phone is set to.
const eastAfricaTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Nairobi',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** `requested_at` for a booking made at `epochMs`, e.g. "Mon 23 Nov 2026, 19:35 EAT". */
export function formatRequestedAt(epochMs: number): string {
  return `${eastAfricaTime.format(new Date(epochMs))} EAT`;
}

/** The EmailJS template params for a submission: trimmed text, its reference and when it was made. */
export function toBookingParams(values: BookingValues, reference: string, now = Date.now()): BookingParams {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    date: values.date,
    time: values.time,
    interest: values.interest,
    message: values.message.trim(),
    reference,
    requested_at: formatRequestedAt(now),
  };
}

/** The params with `requested_at`, filled from `createdAt` where an older record lacks it. */
export function withRequestedAt(params: BookingParams, createdAt: number): BookingParams {
  return typeof params.requested_at === 'string'
    ? params
    : { ...params, requested_at: formatRequestedAt(createdAt) };
}

/** The visitor's local calendar date as YYYY-MM-DD (the form's date field uses local dates too). */
export function localDateOf(epochMs: number): string {
  const date = new Date(epochMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether the booking's preferred date had passed at `epochMs` (it is sent anyway, and the visitor told). */
export function isPastPreferredDate(params: Pick<BookingParams, 'date'>, epochMs: number): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(params.date) && params.date < localDateOf(epochMs);
}
