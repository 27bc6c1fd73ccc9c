import type { SendFailure } from './classify-failure';

/** Logs a failed send as "Error sending email (reference, …)": one prefix for staff to search the console for. */
export function logSendError(reference: string, failure: SendFailure, error: unknown): void {
  const outcome = failure.kind === 'transient' ? 'kept to retry' : 'not retried';
  console.error(`Error sending email (${reference}, ${outcome}): ${failure.message}`, error);
}
