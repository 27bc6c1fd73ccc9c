import { EmailConfigError, InvalidBookingError, SendTimeoutError } from './email-sender';

/** Whether retrying a failed send can succeed, and a short description for the record and the log. */
export interface SendFailure {
  kind: 'transient' | 'permanent';
  message: string;
}

const hasStatus = (error: unknown): error is { status: number; text?: unknown } =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';

/**
 * Sorts a send failure. Transient (keep the booking, retry later): no network, a timeout, 5xx, 429
 * (EmailJS rate limit), 408. Permanent (stop retrying, tell the visitor): any other 4xx, a missing
 * or wrong id, bad configuration, a damaged record.
 */
export function classifyFailure(error: unknown): SendFailure {
  if (error instanceof EmailConfigError || error instanceof InvalidBookingError) {
    return { kind: 'permanent', message: error.message };
  }
  if (error instanceof SendTimeoutError) return { kind: 'transient', message: `timeout: ${error.message}` };
  // fetch rejects with a TypeError when the request never got an answer (offline, DNS, CORS, reset).
  if (error instanceof TypeError) return { kind: 'transient', message: `network error: ${error.message}` };
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return { kind: 'transient', message: `timeout: ${error.message}` };
  }
  if (hasStatus(error)) {
    const { status } = error;
    const message = `HTTP ${status}: ${typeof error.text === 'string' ? error.text : ''}`.trim();
    // Status 0 is what the SDK reports when it got no real answer.
    const transient = status === 0 || status === 408 || status === 429 || status >= 500;
    return { kind: transient ? 'transient' : 'permanent', message };
  }
  // The SDK throws bare strings for a missing public key, service id or template id.
  if (typeof error === 'string') return { kind: 'permanent', message: error };
  // Anything else is unexpected; keeping the booking costs one small request every few minutes,
  // while dropping it loses a prospective student.
  return { kind: 'transient', message: error instanceof Error ? error.message : String(error) };
}
