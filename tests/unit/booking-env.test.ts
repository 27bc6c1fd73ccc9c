import { describe, expect, it } from 'vitest';
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
