import { describe, expect, it } from 'vitest';
import { locales } from '../../src/config/locales';
import {
  bookingSmsText,
  maxSmsLength,
  type ShownWaitingBooking,
} from '../../src/features/booking/booking-sms-text';
import { smsHref, whatsappHref } from '../../src/lib/contact-links';
import { uiWords } from '../../tools/ui-words';
import { site } from '../support/site-content';

// A waiting booking as a page shows it, in each language: its own fixture, not the college's data.
const shown = (locale: (typeof locales)[number]): ShownWaitingBooking => {
  const { when } = uiWords[locale].when;
  return {
    reference: 'BK-7Q2F9K',
    name: 'Amina Wanjiru',
    campus: 'Test Campus',
    visit: `${when.longDate('2030-06-25')}, ${when.clock('10:00')}`,
    interest: uiWords[locale].booking.interests['Software Development'],
  };
};

// GSM 03.38's basic alphabet (and the escaped characters), as a feature phone's SMS carries them.
const gsm7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/;

/** The body of an `sms:` link, as the phone's messaging app reads it. */
const smsBody = (href: string) => decodeURIComponent(/[?&]body=([^&]*)/.exec(href)?.[1] ?? '');

describe.each(locales)('bookingSmsText in %s', (locale) => {
  const { summary, handover } = uiWords[locale].booking;
  const words = { ...summary, visit: handover.visit };

  it('writes the reference first, then name, campus, visit and interest, one a line, labelled', () => {
    const booking = shown(locale);
    expect(bookingSmsText(booking, words)).toBe(
      [
        `${summary.title} ${booking.reference}`,
        `${summary.name}: ${booking.name}`,
        `${summary.campus}: ${booking.campus}`,
        `${handover.visit}: ${booking.visit}`,
        `${summary.interest}: ${booking.interest}`,
      ].join('\n'),
    );
  });

  it('keeps to the GSM alphabet in its own words, so a feature phone reads it in two SMS at most', () => {
    const text = bookingSmsText(shown(locale), words);
    expect(text).toMatch(gsm7);
    expect(text.length).toBeLessThanOrEqual(maxSmsLength);
  });

  it('fits in two SMS with the longest name the form takes, cutting the interest and the name, never the reference', () => {
    const name = `${'Nyambura '.repeat(11)}Wanjiru`.slice(0, 100);
    const interest = `${'Cybersecurity and '.repeat(10)}networks`;
    const text = bookingSmsText({ ...shown(locale), name, interest, campus: 'C'.repeat(80) }, words);
    expect(text.length).toBeLessThanOrEqual(maxSmsLength);
    expect(text.split('\n')[0]).toBe(`${summary.title} BK-7Q2F9K`);
    expect(text).toContain(`${summary.name}: Nyambura`);
    // What was cut says so, in the GSM alphabet.
    expect(text).toMatch(/\.\.\.$/m);
    expect(text).toMatch(gsm7);
  });

  it('cuts the interest before the name', () => {
    const name = 'Amina Wanjiru Otieno';
    const interest = 'x'.repeat(400);
    const text = bookingSmsText({ ...shown(locale), name, interest }, words);
    expect(text.length).toBeLessThanOrEqual(maxSmsLength);
    expect(text).toContain(`${summary.name}: ${name}\n`);
  });

  it.each([
    ['an ampersand and a hash', 'Amina & Co. #1 Wanjiru'],
    ['emoji', 'Wanjiku 🌍👩🏾‍💻 Kamau'],
    ['letters beyond ASCII', 'Ng’ang’a Çelik Ñyambura Mũthoni'],
    ['query characters', 'a=b?c&body=d%20e+f'],
  ])('carries a name with %s unchanged through the SMS and WhatsApp links', (_, name) => {
    const text = bookingSmsText({ ...shown(locale), name }, words);
    expect(text).toContain(`${summary.name}: ${name}\n`);
    const sms = smsHref(site, text);
    expect(sms.startsWith(`sms:${site.phone.e164}?body=`)).toBe(true);
    expect(smsBody(sms)).toBe(text);
    expect(new URL(whatsappHref(site, text)).searchParams.get('text')).toBe(text);
  });

  it.each(['', 'a'])('never cuts an emoji in half (the name starting with %j)', (start) => {
    const name = `${start}${'🌍'.repeat(200)}`;
    const text = bookingSmsText({ ...shown(locale), name }, words);
    expect(text.length).toBeLessThanOrEqual(maxSmsLength);
    // A lone surrogate would not survive encoding for the link.
    expect(() => encodeURIComponent(text)).not.toThrow();
  });
});
