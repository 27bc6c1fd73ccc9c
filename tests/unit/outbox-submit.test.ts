// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localeInfo, locales } from '../../src/config/locales';
import type { BookingValues } from '../../src/features/booking/booking-values';
import { backoffDelay } from '../../src/features/booking/outbox/outbox-policy';
import { getRecord, listEntries, type BookingParams } from '../../src/features/booking/outbox/outbox-store';
import { EmailResponseError } from '../../src/features/booking/outbox/send-booking';
import { submitBooking } from '../../src/features/booking/submit-booking';
import { useEmptyOutbox } from './outbox-test-setup';
import { site } from '../support/site-content';

// The page's sender is the EmailJS SDK; here a fake that each test answers as EmailJS would.
const emailjsSend = vi.hoisted(() => vi.fn<(params: BookingParams) => Promise<void>>());
vi.mock('@emailjs/browser', () => ({
  init: () => {},
  send: (_service: string, _template: string, params: BookingParams) => emailjsSend(params),
}));
// No pacing; the retry timer has its own tests (outbox-page-retry.test.ts): here only whether a
// retry was asked for, after how many failures, and never while the test runs.
vi.mock('../../src/features/booking/outbox/outbox-policy', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  paceDelay: () => 0,
  backoffDelay: vi.fn(() => 60 * 60_000),
}));
vi.mock('../../src/features/booking/outbox/request-background-sync', () => ({
  requestBackgroundSync: () => Promise.resolve(true),
}));

const values: BookingValues = {
  name: '  Achieng Otieno ',
  email: 'achieng@example.com',
  phone: '0712 345 678',
  // As the form holds it: the campus's id.
  campus: site.campuses[site.campuses.length - 1]?.id ?? '',
  date: '2030-06-25',
  time: '10:00 AM',
  interest: 'Cybersecurity',
  message: '',
};

const events = useEmptyOutbox();

beforeEach(() => {
  emailjsSend.mockReset();
  vi.mocked(backoffDelay).mockClear();
});

describe('submitBooking', () => {
  it('stores the booking before sending it, and says sent only once EmailJS accepted it', async () => {
    let accept = () => {};
    let storedWhileSending: unknown;
    emailjsSend.mockImplementation(async (params) => {
      storedWhileSending = await getRecord(params.reference);
      await new Promise<void>((resolve) => (accept = resolve));
    });
    let settled = false;
    const submitted = submitBooking(values, '', 'en').finally(() => (settled = true));
    await vi.waitFor(() => expect(storedWhileSending).toBeDefined());
    expect(storedWhileSending).toMatchObject({ status: 'queued', attempts: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);

    accept();
    const outcome = await submitted;
    expect(outcome).toEqual({ state: 'sent', reference: expect.stringMatching(/^BK-/) as unknown });
    expect(emailjsSend).toHaveBeenCalledOnce();
    expect(emailjsSend.mock.calls[0]?.[0]).toMatchObject({
      name: 'Achieng Otieno',
      reference: outcome.reference,
      language: localeInfo.en.name,
    });
    // Nothing personal stays once it is sent.
    expect(await listEntries()).toEqual([]);
  });

  it('tells the college the language the visitor booked in', async () => {
    emailjsSend.mockResolvedValue();
    for (const locale of locales) {
      emailjsSend.mockClear();
      const outcome = await submitBooking(values, '', locale);
      expect(outcome.state).toBe('sent');
      expect(emailjsSend.mock.calls[0]?.[0]).toMatchObject({
        reference: outcome.reference,
        language: localeInfo[locale].name,
      });
    }
  });

  it('names the campus in the e-mail by the English name staff know it by, in every language', async () => {
    emailjsSend.mockResolvedValue();
    const campus = site.campuses.find(({ id }) => id === values.campus);
    for (const locale of locales) {
      emailjsSend.mockClear();
      await submitBooking(values, '', locale);
      expect(emailjsSend.mock.calls[0]?.[0].campus).toBe(campus?.name);
    }
    // An id no campus has (a page older than the data, say) goes as it is.
    emailjsSend.mockClear();
    await submitBooking({ ...values, campus: 'no-such-campus' }, '', 'sw');
    expect(emailjsSend.mock.calls[0]?.[0].campus).toBe('no-such-campus');
  });

  it('keeps the booking queued when the network is down, and asks for a retry and a background sync', async () => {
    emailjsSend.mockRejectedValue(new TypeError('Failed to fetch'));
    const outcome = await submitBooking(values, '', 'en');
    expect(outcome).toMatchObject({ state: 'queued', backgroundSync: true });
    expect(await getRecord(outcome.reference)).toMatchObject({ status: 'queued', attempts: 1 });
    expect(events).toContainEqual({ type: 'queued', reference: outcome.reference });
    expect(backoffDelay).toHaveBeenCalledWith(1);
  });

  it('says queued, not "cannot keep it", when the send fails after the booking was stored', async () => {
    emailjsSend.mockResolvedValue();
    // The flush itself fails (storage closed under the lock, as iOS Safari does), after the store.
    vi.spyOn(navigator.locks, 'request').mockRejectedValueOnce(
      new DOMException('The database connection is closing', 'InvalidStateError'),
    );
    const outcome = await submitBooking(values, '', 'en');
    expect(outcome).toMatchObject({ state: 'queued' });
    expect(await getRecord(outcome.reference)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(events).toContainEqual({ type: 'queued', reference: outcome.reference });
    expect(backoffDelay).toHaveBeenCalledOnce();
    expect(emailjsSend).not.toHaveBeenCalled();
  });

  it('says refused when EmailJS refuses it for good, and keeps it for its visitor', async () => {
    emailjsSend.mockRejectedValue(new EmailResponseError(400, 'The template ID is invalid'));
    const outcome = await submitBooking(values, '', 'en');
    expect(outcome).toEqual({ state: 'refused', reference: outcome.reference });
    expect(await getRecord(outcome.reference)).toMatchObject({ status: 'refused' });
    expect(backoffDelay).not.toHaveBeenCalled();
  });

  it('drops a booking whose honeypot was filled: nothing stored, nothing sent', async () => {
    const outcome = await submitBooking(values, 'https://spam.example', 'en');
    expect(outcome.state).toBe('dropped');
    expect(emailjsSend).not.toHaveBeenCalled();
    expect(await listEntries()).toEqual([]);
  });

  it('without an outbox sends directly, keeps nothing, and says unsent or refused on failure', async () => {
    const locks = Object.getOwnPropertyDescriptor(navigator, 'locks');
    Object.defineProperty(navigator, 'locks', { configurable: true, value: undefined });
    try {
      emailjsSend.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      expect((await submitBooking(values, '', 'en')).state).toBe('unsent');
      emailjsSend.mockRejectedValueOnce(new EmailResponseError(400, 'Bad request'));
      expect((await submitBooking(values, '', 'en')).state).toBe('refused');
      emailjsSend.mockResolvedValueOnce();
      expect((await submitBooking(values, '', 'en')).state).toBe('sent');
      expect(await listEntries()).toEqual([]);
    } finally {
      if (locks) Object.defineProperty(navigator, 'locks', locks);
    }
  });
});
