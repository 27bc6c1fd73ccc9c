// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { expect, it, vi } from 'vitest';
import { getEmailConfig } from '../../src/config/env';
import {
  enqueueBooking,
  readOutbox,
  retryQueuedBookings,
  startOutbox,
} from '../../src/features/booking/outbox/outbox';
import { backoffDelay } from '../../src/features/booking/outbox/outbox-policy';
import { getRecord, type BookingParams } from '../../src/features/booking/outbox/outbox-store';
import { useEmptyOutbox, bookingParams } from './outbox-test-setup';

// Each a separate page load would reset: this file is one page, whose CSP refuses the endpoint.
const sdk = vi.hoisted(() => ({ send: vi.fn<(params: BookingParams) => Promise<void>>() }));
vi.mock('@emailjs/browser', () => ({
  init: () => {},
  send: (_service: string, _template: string, params: BookingParams) => sdk.send(params),
}));
vi.mock('../../src/lib/site-answers', () => ({ siteAnswers: () => Promise.resolve(true) }));
vi.mock('../../src/features/booking/outbox/outbox-policy', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  paceDelay: () => 0,
  backoffDelay: vi.fn(() => 10),
}));

const booking = (reference: string) => bookingParams(reference);

/** What the browser fires when the page's CSP refuses a request (jsdom has no such event type). */
const violation = (blockedURI: string) =>
  Object.assign(new Event('securitypolicyviolation'), {
    blockedURI,
    effectiveDirective: 'connect-src',
    originalPolicy: "connect-src 'self' https://example.org",
  });

useEmptyOutbox();

it("a send the page's own CSP refuses: logged with its cause, 'service-misconfigured', and not retried", async () => {
  const config = getEmailConfig();
  if (!config.ok) throw new Error(config.problem);
  const endpoint = `${config.config.origin}/api/v1.0/email/send`;
  // As the browser does it: the violation is reported, and the request fails as a network error.
  sdk.send.mockImplementation(() => {
    // Another URL refused (an image, say) is not the booking service's fault.
    document.dispatchEvent(violation('https://images.example.org/a.png'));
    document.dispatchEvent(violation(endpoint));
    return Promise.reject(new TypeError('Failed to fetch'));
  });
  await enqueueBooking(booking('BK-AAAAAA'));
  startOutbox();
  await vi.waitFor(() => expect(sdk.send).toHaveBeenCalledOnce());

  const policyErrors = vi
    .mocked(console.error)
    .mock.calls.filter(([message]) => String(message).includes('Content-Security-Policy'));
  expect(policyErrors).toEqual([
    [
      `Error sending email: this page's Content-Security-Policy (connect-src) refuses ${endpoint}; ` +
        'bookings stay on this device, and this page will not retry them',
      "connect-src 'self' https://example.org",
    ],
  ]);
  await vi.waitFor(async () => expect((await readOutbox()).waitReason).toBe('service-misconfigured'));

  // Neither the timer (10 ms here) nor an 'online' or visibility retry sends it again from this page.
  await retryQueuedBookings();
  window.dispatchEvent(new Event('online'));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(sdk.send).toHaveBeenCalledOnce();
  expect(backoffDelay).not.toHaveBeenCalled();
  // Kept for a later page load, another tab or the service worker.
  expect(await getRecord('BK-AAAAAA')).toMatchObject({ status: 'queued' });
});
