// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localEmailIds, resolveEmailConfig } from '../../src/config/env';

const page = 'https://www.kilelecollege.ac.ke';
const ids = {
  VITE_EMAILJS_PUBLIC_KEY: 'pk_live',
  VITE_EMAILJS_SERVICE_ID: 'service_1',
  VITE_EMAILJS_TEMPLATE_ID: 'template_1',
};

describe('EmailJS configuration', () => {
  it('uses the local endpoint on the site’s own origin when no id is set', () => {
    expect(resolveEmailConfig({}, 'http://localhost:4173')).toEqual({
      ok: true,
      config: { mode: 'local', ...localEmailIds, origin: 'http://localhost:4173' },
    });
    expect(resolveEmailConfig({ VITE_EMAILJS_PUBLIC_KEY: '  ' }, page)).toMatchObject({
      ok: true,
      config: { mode: 'local' },
    });
  });

  it('uses EmailJS at its default origin when all three ids are set', () => {
    expect(resolveEmailConfig(ids, page)).toEqual({
      ok: true,
      config: {
        mode: 'emailjs',
        publicKey: 'pk_live',
        serviceId: 'service_1',
        templateId: 'template_1',
        origin: 'https://api.emailjs.com',
      },
    });
  });

  it('takes VITE_EMAILJS_ORIGIN as an origin, without a trailing slash or path', () => {
    const result = resolveEmailConfig({ ...ids, VITE_EMAILJS_ORIGIN: 'https://relay.example.org/' }, page);
    expect(result).toMatchObject({ ok: true, config: { origin: 'https://relay.example.org' } });
  });

  it('names every missing variable when only some ids are set', () => {
    const result = resolveEmailConfig({ VITE_EMAILJS_PUBLIC_KEY: 'pk_live' }, page);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problem).toContain(
        'EmailJS is misconfigured: missing VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID',
      );
    }
  });

  it('rejects an origin that is not an http(s) URL', () => {
    expect(resolveEmailConfig({ ...ids, VITE_EMAILJS_ORIGIN: 'api.emailjs.com' }, page).ok).toBe(false);
    expect(resolveEmailConfig({ ...ids, VITE_EMAILJS_ORIGIN: 'javascript:alert(1)' }, page).ok).toBe(false);
  });
});

describe('a build with only some EmailJS ids', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('says so at start with the spec’s prefix, and its bookings fail for good instead of being sent', async () => {
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'pk_live');
    vi.resetModules();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { checkEmailConfig } = await import('../../src/config/env');
    const { classifyFailure, sendFromPage } = await import('../../src/features/booking/outbox/send-booking');

    checkEmailConfig();
    checkEmailConfig();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toMatch(
      /^Error sending email: EmailJS is misconfigured: missing VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID/,
    );

    const failure: unknown = await sendFromPage({
      name: 'A',
      email: 'a@example.com',
      phone: '1',
      campus: 'Main',
      date: '2030-01-01',
      time: '9:00 AM',
      interest: 'Other',
      message: '',
      reference: 'BK-AAAAAA',
      requested_at: 'Mon, 23 Nov 2026, 19:35 EAT',
      language: 'English',
    }).catch((caught: unknown) => caught);
    expect(classifyFailure(failure).kind).toBe('permanent');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
