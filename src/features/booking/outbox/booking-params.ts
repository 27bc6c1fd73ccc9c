import { collegeDate, collegeTimeZone } from '../../../content/college-time';
import type { BookingValues } from '../booking-values';

/** What the EmailJS template receives for one booking: the form's fields, its reference and when it was made. */
export type BookingParams = Omit<BookingValues, 'campus'> & {
  /**
   * The campus by the English name staff know it by (the form holds its id), as an older version
   * stored it too: a stored booking is sent as it is.
   */
  campus: string;
  /** Short code shown to the visitor and in the e-mail, so staff can spot a repeat. */
  reference: string;
  /**
   * When the visitor pressed Book Appointment, in East Africa Time: a booking kept offline for
   * days is sent late, and staff must know when it was really made.
   */
  requested_at: string;
  /**
   * The language the visitor booked in ("Kiswahili" or "English"), so staff answer in it; every
   * other value is the same in both languages (one template serves both: the campus by its English
   * name, to-booking-params.ts). Missing on older records.
   */
  language?: string;
};

const keys = ['name', 'email', 'phone', 'date', 'time', 'interest', 'message', 'reference'] as const;

/** Whether a value read back from storage is BookingParams (`requested_at` may be missing on an older record). */
export function isBookingParams(value: unknown): value is BookingParams {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    keys.every((key) => typeof record[key] === 'string') &&
    (record.requested_at === undefined || typeof record.requested_at === 'string') &&
    (record.language === undefined || typeof record.language === 'string')
  );
}

// The college works in Nairobi time whatever the visitor's phone is set to.
const eastAfricaTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: collegeTimeZone,
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

/** The params with `requested_at`, filled from `createdAt` where an older record lacks it. */
export function withRequestedAt(params: BookingParams, createdAt: number): BookingParams {
  return typeof params.requested_at === 'string'
    ? params
    : { ...params, requested_at: formatRequestedAt(createdAt) };
}

/** Whether the booking's preferred (Nairobi) date had passed at `epochMs` (it is sent anyway, and the visitor told). */
export function isPastPreferredDate(params: Pick<BookingParams, 'date'>, epochMs: number): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(params.date) && params.date < collegeDate(epochMs);
}
