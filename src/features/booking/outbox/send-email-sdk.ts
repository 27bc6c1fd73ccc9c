import { init, send } from '@emailjs/browser';
import { getEmailConfig, type EmailConfig } from '../../../config/env';
import type { BookingParams } from './booking-params';
import { EmailConfigError, withTimeout } from './email-sender';

let initialised: EmailConfig | undefined;

/**
 * The page's sender: @emailjs/browser's `send`, initialised once with the configured origin.
 * Resolves on 2xx; rejects with the SDK's EmailJSResponseStatus, a network TypeError, its text
 * error for a missing id, SendTimeoutError, or EmailConfigError.
 */
export async function sendWithSdk(params: BookingParams): Promise<void> {
  const result = getEmailConfig();
  if (!result.ok) throw new EmailConfigError(result.problem);
  const { config } = result;
  if (initialised !== config) {
    // blockHeadless stays off: it would refuse real visitors whose browsers report no languages.
    init({ publicKey: config.publicKey, blockHeadless: false }, config.origin);
    initialised = config;
  }
  // The SDK takes no AbortSignal, so a timed-out request may still reach EmailJS; the booking then
  // stays queued and may be sent twice (the reference lets staff spot the repeat).
  await withTimeout(send(config.serviceId, config.templateId, params, { publicKey: config.publicKey }));
}
