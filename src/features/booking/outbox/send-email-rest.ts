import { getEmailConfig, type EmailConfig } from '../../../config/env';
import type { BookingParams } from './booking-params';
import { EmailConfigError, EmailResponseError, SEND_TIMEOUT_MS } from './email-sender';

/**
 * The version the installed @emailjs/browser reports in `lib_version`; a unit test keeps the two
 * equal, so EmailJS sees the same client from the page and from the service worker.
 */
export const EMAILJS_LIB_VERSION = '4.4.1';

/** The EmailJS REST path the SDK posts to. */
export const EMAILJS_SEND_PATH = '/api/v1.0/email/send';

/** The JSON body of an EmailJS send, with the same fields in the same order as the SDK's. */
export function buildSendBody(config: EmailConfig, params: BookingParams): string {
  return JSON.stringify({
    lib_version: EMAILJS_LIB_VERSION,
    user_id: config.publicKey,
    service_id: config.serviceId,
    template_id: config.templateId,
    template_params: params,
  });
}

/**
 * Sends a booking with one fetch, exactly as the SDK would (the service worker cannot use the SDK:
 * it reads `location.pathname` and localStorage). Resolves on 2xx; otherwise throws what the outbox
 * classifies: EmailResponseError, a network TypeError, a timeout, or EmailConfigError.
 */
export async function sendEmailRest(params: BookingParams): Promise<void> {
  const result = getEmailConfig();
  if (!result.ok) throw new EmailConfigError(result.problem);
  const response = await fetch(result.config.origin + EMAILJS_SEND_PATH, {
    method: 'POST',
    headers: { 'Content-type': 'application/json' },
    body: buildSendBody(result.config, params),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new EmailResponseError(response.status, text);
}
