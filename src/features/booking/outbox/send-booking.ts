import { getEmailConfig, type EmailConfig } from '../../../config/env';
import { SEND_TIMEOUT_MS } from './outbox-policy';
import type { BookingParams } from './outbox-store';

/** Sends one booking, resolving only on EmailJS's 2xx (pages: sendFromPage; the worker: sendEmailRest). */
export type EmailSender = (params: BookingParams) => Promise<void>;

/** Thrown when the build's EmailJS configuration is incomplete: retrying cannot help. */
export class EmailConfigError extends Error {
  name = 'EmailConfigError';
}

/** Thrown for a stored record that is not a booking (a damaged or foreign entry): never sent. */
export class InvalidBookingError extends Error {
  name = 'InvalidBookingError';
  constructor() {
    super('the stored booking is malformed');
  }
}

/** A non-2xx answer, shaped like the SDK's EmailJSResponseStatus ({ status, text }). */
export class EmailResponseError extends Error {
  name = 'EmailResponseError';
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`HTTP ${status}: ${text}`);
  }
}

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
  // fetch rejects with a TypeError when the request never got an answer (offline, DNS, CORS, reset).
  if (error instanceof TypeError) return { kind: 'transient', message: `network error: ${error.message}` };
  // Both senders' timeouts: AbortSignal.timeout's, and withTimeout's, which says the same.
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

/** Sorts a failed send and logs it as "Error sending email (reference, …)": one prefix for staff to search for. */
export function failedSend(reference: string, error: unknown): SendFailure {
  const failure = classifyFailure(error);
  const outcome = failure.kind === 'transient' ? 'kept to retry' : 'not retried';
  console.error(`Error sending email (${reference}, ${outcome}): ${failure.message}`, error);
  return failure;
}

/** Rejects with a TimeoutError, as AbortSignal.timeout does, if the promise has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number = SEND_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DOMException(`no answer within ${ms / 1000} s`, 'TimeoutError')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function emailConfig(): EmailConfig {
  const result = getEmailConfig();
  if (!result.ok) throw new EmailConfigError(result.problem);
  return result.config;
}

/** The installed @emailjs/browser's `lib_version` (a unit test keeps them equal): one client to EmailJS. */
export const EMAILJS_LIB_VERSION = '4.4.1';

/** The EmailJS REST path the SDK posts to. */
const EMAILJS_SEND_PATH = '/api/v1.0/email/send';

/** Whether a CSP violation's blockedURI (the URL, or its origin after a redirect) is the EmailJS endpoint. */
export function isEmailEndpoint(blockedUri: string): boolean {
  const result = getEmailConfig();
  if (!result.ok) return false;
  const { origin } = result.config;
  return blockedUri === origin || blockedUri.startsWith(origin + EMAILJS_SEND_PATH);
}

/**
 * Sends a booking with one fetch, the same fields in the same order as the SDK (which the worker
 * cannot use: it reads `location.pathname` and localStorage). Resolves on 2xx, else throws.
 */
export async function sendEmailRest(params: BookingParams): Promise<void> {
  const config = emailConfig();
  const response = await fetch(config.origin + EMAILJS_SEND_PATH, {
    method: 'POST',
    headers: { 'Content-type': 'application/json' },
    body: JSON.stringify({
      lib_version: EMAILJS_LIB_VERSION,
      user_id: config.publicKey,
      service_id: config.serviceId,
      template_id: config.templateId,
      template_params: params,
    }),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new EmailResponseError(response.status, text);
}

// The SDK is loaded on first use, so pages without a booking never download it; nothing but
// sendFromPage and prepareToSend call it, so the worker's bundle never holds it.
const loadSdk = () => import('@emailjs/browser');
let initialised: EmailConfig | undefined;

/** Starts loading the SDK ahead of a send: the booking page does, so a press waits only for the send. */
export function prepareToSend(): void {
  void loadSdk().catch(() => undefined);
}

/**
 * The page's sender: @emailjs/browser's `send`, initialised once with the configured origin. A failed
 * load is tried once more, then throws a TypeError (transient). Resolves on 2xx.
 */
export const sendFromPage: EmailSender = async (params) => {
  const config = emailConfig();
  const { init, send } = await loadSdk().catch(() => loadSdk());
  if (initialised !== config) {
    // blockHeadless stays off: it would refuse real visitors whose browsers report no languages.
    init({ publicKey: config.publicKey, blockHeadless: false }, config.origin);
    initialised = config;
  }
  // The SDK takes no AbortSignal, so a timed-out request may still reach EmailJS; the booking then
  // stays queued and may be sent twice (the reference lets staff spot the repeat).
  await withTimeout(send(config.serviceId, config.templateId, params, { publicKey: config.publicKey }));
};
