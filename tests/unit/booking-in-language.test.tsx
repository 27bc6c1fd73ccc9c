// @vitest-environment jsdom
// The booking in the reader's language where a page writes it out: the text handed to WhatsApp
// and e-mail, and the notices of a booking kept on the device, which stores the campus by the
// English name its e-mail carries.
import 'fake-indexeddb/auto';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { locales } from '../../src/config/locales';
import { ContactLinks } from '../../src/features/booking/booking-contact-links';
import { bookingSummaryText } from '../../src/features/booking/booking-summary-text';
import type { BookingValues } from '../../src/features/booking/booking-values';
import { OutboxNoticeList } from '../../src/features/booking/outbox-notice-list';
import { enqueueBooking, toBookingParams } from '../../src/features/booking/outbox/outbox';
import { putRecord } from '../../src/features/booking/outbox/outbox-store';
import { localeDataOf } from '../support/locale-data';
import { renderInLocale } from '../support/render-in-locale';
import { useEmptyOutbox } from './outbox-test-setup';

useEmptyOutbox();
afterEach(cleanup);

const languages = await Promise.all(
  locales.map(async (locale) => [locale, await localeDataOf(locale)] as const),
);
const english = (await localeDataOf('en')).content('site');
const campus = english.campuses[english.campuses.length - 1];
if (!campus) throw new Error('site.yml has no campus');

/** A booking as the form holds it: the campus by its id, the time and the interest by their values. */
const values: BookingValues = {
  name: 'Achieng Otieno',
  email: 'achieng@example.com',
  phone: '0712 345 678',
  campus: campus.id,
  date: '2030-06-25',
  time: '10:00',
  interest: 'Cybersecurity',
  message: 'Evening classes?',
};

describe.each(languages)('in %s', (locale, { words, content }) => {
  const booking = words('booking');
  const when = words('when');
  const shownCampus = content('site').campuses.find(({ id }) => id === campus.id);

  it('hands the booking to WhatsApp and e-mail in the page’s words, each choice as the form shows it', async () => {
    await renderInLocale(<ContactLinks booking={{ values, reference: 'BK-TEST01' }} />, locale);
    const whatsapp = new URL(
      screen.getByRole('link', { name: booking.contactLinks.whatsapp }).getAttribute('href') ?? '',
    );
    const text = whatsapp.searchParams.get('text') ?? '';
    expect(text).toBe(
      bookingSummaryText(
        {
          ...values,
          campus: shownCampus?.name ?? '',
          time: when.when.clock(values.time),
          interest: booking.interests.Cybersecurity,
        },
        { labels: booking.summary, dateLocale: booking.outbox.dateLocale },
        'BK-TEST01',
      ),
    );
    expect(text.split('\n')[0]).toBe(`${booking.summary.title} BK-TEST01`);
    expect(text).toContain(`${booking.summary.campus}: ${shownCampus?.name ?? ''}`);
    // The clock figure beside the words, whatever the language: staff read the time either way.
    expect(text).toContain('10:00');
    const mail = screen.getByRole('link', { name: content('site').email }).getAttribute('href') ?? '';
    expect(decodeURIComponent(mail)).toContain(`subject=${booking.summary.title} BK-TEST01`);
  });

  it.each([
    ['made now', toBookingParams(values, 'BK-QUEUE1', locale)],
    [
      'made on the English page (the campus by its English name already)',
      toBookingParams(values, 'BK-QUEUE1', 'en'),
    ],
  ])('names the campus of a booking %s in the page’s language in its notice', async (_made, params) => {
    expect(params.campus).toBe(campus.name);
    await enqueueBooking(params);
    await renderInLocale(<OutboxNoticeList />, locale);
    const notice = await screen.findByText((text) => text.startsWith('BK-QUEUE1'));
    expect(notice.textContent).toContain(shownCampus?.name);
  });

  it('words a refused booking’s notice with a space between each link and the words after it', async () => {
    const params = toBookingParams(values, 'BK-REFUSE', locale);
    await putRecord({
      reference: params.reference,
      params,
      createdAt: Date.now(),
      attempts: 1,
      status: 'refused',
      refusedAt: Date.now(),
    });
    await renderInLocale(<OutboxNoticeList />, locale);
    const notice = await screen.findByRole('group', { name: booking.outbox.notSentLabel('BK-REFUSE') });
    // JSX drops a line break beside a tag: the words after the WhatsApp link need a space of their own.
    expect(notice.textContent).toContain(`${booking.contactLinks.whatsapp} ${booking.outbox.quote}`);
    expect(notice.textContent).toContain(`${content('site').phone.display}, ${booking.contactLinks.email} `);
  });
});

describe('the e-mail’s time', () => {
  it('reads as staff read it, whatever the page’s language, and from a draft an older version kept', () => {
    for (const locale of locales) expect(toBookingParams(values, 'BK-TIME01', locale).time).toBe('10:00 AM');
    expect(toBookingParams({ ...values, time: '10:00 AM' }, 'BK-TIME01', 'sw').time).toBe('10:00 AM');
    expect(toBookingParams({ ...values, time: '14:00' }, 'BK-TIME01', 'sw').time).toBe('2:00 PM');
  });
});
