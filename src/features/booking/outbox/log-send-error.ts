import type { SendFailure } from './classify-failure';

/** Logs a failed send with the spec's "Error sending email" prefix, the booking reference and the cause. */
export function logSendError(reference: string, failure: SendFailure, error: unknown): void {
  const outcome = failure.kind === 'transient' ? 'kept to retry' : 'not retried';
  console.error(`Error sending email (${reference}, ${outcome}): ${failure.message}`, error);
}
