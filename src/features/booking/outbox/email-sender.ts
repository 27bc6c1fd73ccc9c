import type { BookingParams } from './booking-params';

/**
 * Sends one booking and resolves only when EmailJS answered 2xx. Injected into the outbox: the page
 * passes the SDK-based sender, the service worker a fetch-based one that posts the same body.
 */
export type EmailSender = (params: BookingParams) => Promise<void>;

// How long one send may take before it counts as a transient failure. A request on a weak mobile
// link or behind a captive portal can hang for minutes, holding the outbox lock and leaving the
// visitor on "Sending…"; 20 s is ample for a ~1 KB POST even on 2G. The booking stays queued.
export const SEND_TIMEOUT_MS = 20_000;

/** Thrown when a send took longer than SEND_TIMEOUT_MS. */
export class SendTimeoutError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms / 1000} s`);
    this.name = 'SendTimeoutError';
  }
}

/** Thrown when the build's EmailJS configuration is incomplete: retrying cannot help. */
export class EmailConfigError extends Error {
  constructor(problem: string) {
    super(problem);
    this.name = 'EmailConfigError';
  }
}

/** Thrown for a stored record that is not a booking (a damaged or foreign entry): never sent. */
export class InvalidBookingError extends Error {
  constructor() {
    super('the stored booking is malformed');
    this.name = 'InvalidBookingError';
  }
}

/** A non-2xx answer, shaped like the SDK's EmailJSResponseStatus ({ status, text }). */
export class EmailResponseError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`HTTP ${status}: ${text}`);
    this.name = 'EmailResponseError';
  }
}

/** Rejects with SendTimeoutError if the promise has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number = SEND_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
