import { describe, expect, it } from 'vitest';
import { emailHref, phoneHref, smsHref, whatsappHref } from '../../src/lib/contact-links';
import { site } from '../support/site-content';

describe('contact links', () => {
  it('calls the phone line from content/site.yml', () => {
    expect(phoneHref(site)).toBe(`tel:${site.phone.e164}`);
  });

  it('texts the phone line from content/site.yml, the body encoded as RFC 5724 asks', () => {
    expect(smsHref(site)).toBe(`sms:${site.phone.e164}`);
    const body = 'Appointment request BK-1\nName: Amina & Co #1?body=x';
    const href = smsHref(site, body);
    expect(href).toBe(`sms:${site.phone.e164}?body=${encodeURIComponent(body)}`);
    // One parameter only: nothing in the text can end the body or start another.
    expect(href.split(/[?&]/)).toHaveLength(2);
    expect(decodeURIComponent(href.slice(href.indexOf('?body=') + '?body='.length))).toBe(body);
  });

  it('writes to the e-mail from content/site.yml, with the subject and body encoded', () => {
    expect(emailHref(site)).toBe(`mailto:${site.email}`);
    const href = new URL(
      emailHref(site, { subject: 'Booking BK-1', body: 'Name: Amina & Co\nDate: 2026-12-01' }),
    );
    expect(href.pathname).toBe(site.email);
    expect(href.searchParams.get('subject')).toBe('Booking BK-1');
    expect(href.searchParams.get('body')).toBe('Name: Amina & Co\nDate: 2026-12-01');
  });

  it('opens WhatsApp on the number from content/site.yml, digits only, with the text prefilled', () => {
    const digits = site.whatsapp.replace(/^\+/, '');
    expect(whatsappHref(site)).toBe(`https://wa.me/${digits}`);
    const href = new URL(whatsappHref(site, 'Habari! I would like to ask about Cybersecurity?'));
    expect(href.origin + href.pathname).toBe(`https://wa.me/${digits}`);
    expect(href.searchParams.get('text')).toBe('Habari! I would like to ask about Cybersecurity?');
  });
});
