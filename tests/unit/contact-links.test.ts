import { describe, expect, it } from 'vitest';
import { emailHref, phoneHref, whatsappHref } from '../../src/lib/contact-links';
import { site } from '../support/site-content';

describe('contact links', () => {
  it('calls the phone line from content/site.yml', () => {
    expect(phoneHref(site)).toBe(`tel:${site.phone.e164}`);
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
