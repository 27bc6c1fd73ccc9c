import { EmailJSResponseStatus } from '@emailjs/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEND_TIMEOUT_MS } from '../../src/features/booking/outbox/outbox-policy';
import {
  classifyFailure,
  EmailConfigError,
  EmailResponseError,
  withTimeout,
} from '../../src/features/booking/outbox/send-booking';

describe('classifyFailure', () => {
  it.each([
    ['a network failure (fetch TypeError)', new TypeError('Failed to fetch')],
    ['a timeout (withTimeout)', new DOMException('no answer within 20 s', 'TimeoutError')],
    ['an aborted fetch (AbortSignal.timeout)', new DOMException('signal timed out', 'TimeoutError')],
    ['HTTP 500 from the SDK', new EmailJSResponseStatus(500, 'Internal Server Error')],
    ['HTTP 503 from the REST sender', new EmailResponseError(503, 'Service Unavailable')],
    ['HTTP 429 rate limit', new EmailJSResponseStatus(429, 'Too Many Requests')],
    ['HTTP 408', new EmailResponseError(408, 'Request Timeout')],
    ['the SDK status 0 (no answer)', new EmailJSResponseStatus()],
  ])('keeps the booking to retry after %s', (_, error) => {
    expect(classifyFailure(error).kind).toBe('transient');
  });

  it.each<[string, unknown]>([
    ['HTTP 400 (bad template or ids)', new EmailJSResponseStatus(400, 'The template ID is invalid')],
    ['HTTP 403 from the REST sender', new EmailResponseError(403, 'Forbidden')],
    ['HTTP 404', new EmailResponseError(404, 'Not Found')],
    [
      'the SDK text error for a missing id',
      'The service ID is required. Visit https://dashboard.emailjs.com/admin',
    ],
    [
      'a misconfigured build',
      new EmailConfigError('EmailJS is misconfigured: missing VITE_EMAILJS_SERVICE_ID'),
    ],
  ])('stops retrying after %s', (_, error) => {
    expect(classifyFailure(error).kind).toBe('permanent');
  });

  it('describes the failure for the record and the log', () => {
    expect(classifyFailure(new EmailJSResponseStatus(400, 'The user ID is invalid'))).toEqual({
      kind: 'permanent',
      message: 'HTTP 400: The user ID is invalid',
    });
    expect(classifyFailure(new TypeError('Failed to fetch')).message).toBe('network error: Failed to fetch');
  });
});

describe('send timeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fails a send that hangs past the timeout as transient, so the booking stays queued', async () => {
    vi.useFakeTimers();
    const hanging = withTimeout(new Promise<void>(() => {}));
    const outcome = hanging.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    let settled = false;
    void hanging.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toMatchObject({ name: 'TimeoutError' });
    expect(classifyFailure(error)).toEqual({ kind: 'transient', message: 'timeout: no answer within 20 s' });
  });

  it('passes a timely answer through', async () => {
    await expect(withTimeout(Promise.resolve('OK'), 50)).resolves.toBe('OK');
  });
});
