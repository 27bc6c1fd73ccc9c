// @vitest-environment jsdom
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingParams } from '../../src/features/booking/outbox/outbox-store';
import {
  classifyFailure,
  EMAILJS_LIB_VERSION,
  sendEmailRest,
  sendFromPage,
} from '../../src/features/booking/outbox/send-booking';

const params: BookingParams = {
  name: '<img src=x onerror=alert(1)>',
  email: 'otieno@example.com',
  phone: '0712 345 678',
  campus: 'Nakuru Main Campus',
  date: '2030-07-10',
  time: '1:00 PM',
  interest: 'Data Science',
  message: 'Line one\nline "two"',
  reference: 'BK-7Q2F9K',
  requested_at: 'Mon, 23 Nov 2026, 19:35 EAT',
  language: 'English',
};

function mockFetch(status = 200, text = 'OK') {
  const fetchMock = vi.fn<(input: string, init: RequestInit) => Promise<Response>>(() =>
    Promise.resolve(new Response(text, { status })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sending a booking', () => {
  it('posts the same request from the service worker as the EmailJS SDK does from the page', async () => {
    const fetchMock = mockFetch();
    await sendFromPage(params);
    await sendEmailRest(params);

    const [sdkCall, restCall] = fetchMock.mock.calls;
    expect(restCall?.[0]).toBe(sdkCall?.[0]);
    expect(sdkCall?.[0]).toBe(`${location.origin}/api/v1.0/email/send`);
    expect(restCall?.[1].method).toBe(sdkCall?.[1].method);
    expect(restCall?.[1].headers).toEqual(sdkCall?.[1].headers);
    expect(restCall?.[1].body).toBe(sdkCall?.[1].body);
    expect(await new Response(sdkCall?.[1].body).json()).toEqual({
      lib_version: EMAILJS_LIB_VERSION,
      user_id: 'local_public_key',
      service_id: 'local_service',
      template_id: 'local_template',
      template_params: params,
    });
  });

  it('reports the lib_version of the installed SDK', async () => {
    const sdkSource = await readFile('node_modules/@emailjs/browser/es/methods/send/send.js', 'utf8');
    expect(sdkSource).toContain(`lib_version: '${EMAILJS_LIB_VERSION}'`);
  });

  it('turns EmailJS refusals into failures the outbox sorts the same way from both senders', async () => {
    mockFetch(400, 'The template ID is invalid');
    const sdkError: unknown = await sendFromPage(params).catch((error: unknown) => error);
    const restError: unknown = await sendEmailRest(params).catch((error: unknown) => error);
    expect(classifyFailure(sdkError)).toEqual({
      kind: 'permanent',
      message: 'HTTP 400: The template ID is invalid',
    });
    expect(classifyFailure(restError)).toEqual(classifyFailure(sdkError));

    mockFetch(502, 'Bad Gateway');
    expect(classifyFailure(await sendFromPage(params).catch((error: unknown) => error)).kind).toBe(
      'transient',
    );
    expect(classifyFailure(await sendEmailRest(params).catch((error: unknown) => error)).kind).toBe(
      'transient',
    );
  });

  it('treats a fetch that never got an answer as transient from both senders', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(classifyFailure(await sendFromPage(params).catch((error: unknown) => error)).kind).toBe(
      'transient',
    );
    expect(classifyFailure(await sendEmailRest(params).catch((error: unknown) => error)).kind).toBe(
      'transient',
    );
  });
});
