// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { locales, type Locale } from '../../src/config/locales';
import { bookingSummaryText, type ShownBooking } from '../../src/features/booking/booking-summary-text';
import type { BookingValues } from '../../src/features/booking/booking-values';
import {
  appCannotStart,
  appUnavailableAttr,
  handoverBaseAttr,
  handoverParamAttr,
  holdEarlySubmits,
  holdsSubmitAttr,
  onHeldSubmit,
  slowStartMs,
  submitButtonAttr,
  submitPendingAttr,
  summaryWordsAttr,
  type HandoverWords,
} from '../../src/features/booking/form/held-submit';
import { uiWords } from '../../tools/ui-words';

// The entry script's side of a booking pressed before hydration, on a form shaped like the
// prerendered one: the hand-over when the app is slow or cannot start, and the app taking over.
// Its own fixture, not the college's data: the e2e spec (edge-script-load) checks the real links.

const booking: BookingValues = {
  name: 'Achieng Otieno',
  email: 'achieng@example.com',
  phone: '+254 722 000 111',
  campus: 'test-campus',
  date: '2031-02-03',
  time: '14:00',
  interest: 'Graphic design',
  message: 'Weekend classes?',
};

/** What the form shows for the fixture's choices in a language (the words are the language's own). */
const shownIn = (locale: Locale): ShownBooking => ({
  ...booking,
  campus: `${locale} campus name`,
  time: `${locale} label of 2:00 PM`,
  interest: `${locale} label of Graphic design`,
});

/** The hand-over's words a form in `locale` carries, as the prerendered form writes them. */
const wordsIn = (locale: Locale): HandoverWords => ({
  labels: uiWords[locale].booking.summary,
  dateLocale: uiWords[locale].booking.outbox.dateLocale,
  campuses: { [booking.campus]: shownIn(locale).campus, 'other-campus': 'Elsewhere' },
});

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function renderForm(locale: Locale = 'en', words: HandoverWords | null = wordsIn(locale)): HTMLFormElement {
  const shown = shownIn(locale);
  const select = (name: 'time' | 'interest') =>
    `<select name="${name}"><option value="">Choose</option><option value="${booking[name]}" selected>${shown[name]}</option></select>`;
  const fields = (['name', 'email', 'phone', 'date', 'message'] as const)
    .map((name) => `<input name="${name}" value="${booking[name]}">`)
    .join('');
  const campuses = ['other-campus', booking.campus]
    .map((id) => `<input type="radio" name="campus" value="${id}" ${id === booking.campus ? 'checked' : ''}>`)
    .join('');
  const carried = words ? `${summaryWordsAttr}="${escape(JSON.stringify(words))}"` : '';
  document.body.innerHTML = `
    <form ${holdsSubmitAttr} ${carried}>
      ${fields}${campuses}${select('time')}${select('interest')}
      <a href="mailto:desk@example.org?subject=Request" ${handoverParamAttr}="body" ${handoverBaseAttr}="mailto:desk@example.org?subject=Request">e-mail</a>
      <a href="https://wa.me/15550001" ${handoverParamAttr}="text" ${handoverBaseAttr}="https://wa.me/15550001">WhatsApp</a>
      <button type="button" ${submitButtonAttr}>Book Appointment</button>
    </form>`;
  const form = document.querySelector('form');
  if (!form) throw new Error('no form');
  return form;
}

/** The summary the links should carry: the booking as the form in `locale` shows it, in its words. */
const summaryIn = (locale: Locale, shown: ShownBooking = shownIn(locale)) =>
  encodeURIComponent(bookingSummaryText(shown, wordsIn(locale)));

const press = (form: HTMLFormElement) => form.querySelector('button')?.click();
const links = (form: HTMLFormElement) =>
  [...form.querySelectorAll('a')].map((link) => link.getAttribute('href'));

describe('a booking held before hydration', () => {
  beforeAll(() => holdEarlySubmits());
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is handed over slowStartMs after the press if the app has not started, with the booking in the links', () => {
    const form = renderForm();
    press(form);
    expect(form.hasAttribute(submitPendingAttr)).toBe(true);
    vi.advanceTimersByTime(slowStartMs - 100);
    expect(form.hasAttribute(appUnavailableAttr)).toBe(false);
    vi.advanceTimersByTime(200);
    expect(form.getAttribute(appUnavailableAttr)).toBe('slow');
    const text = summaryIn('en');
    expect(links(form)).toEqual([
      `mailto:desk@example.org?subject=Request&body=${text}`,
      `https://wa.me/15550001?text=${text}`,
    ]);
  });

  it.each(locales)(
    "writes the booking out in the page's language (%s): its words, the campus's name, each choice's label",
    (locale) => {
      const form = renderForm(locale);
      press(form);
      appCannotStart();
      const text = decodeURIComponent(links(form)[1]?.split('?text=')[1] ?? '');
      expect(text).toBe(decodeURIComponent(summaryIn(locale)));
      const { labels } = wordsIn(locale);
      expect(text).toContain(`${labels.campus}: ${shownIn(locale).campus}`);
      expect(text).toContain(`${labels.time}: ${shownIn(locale).time}`);
      expect(text).not.toContain(booking.campus);
    },
  );

  it('leaves the links as they are when the form carries no words (it cannot write the booking out)', () => {
    const form = renderForm('en', null);
    press(form);
    appCannotStart();
    expect(links(form)).toEqual(['mailto:desk@example.org?subject=Request', 'https://wa.me/15550001']);
  });

  it('follows a correction typed while handed over', () => {
    const form = renderForm();
    press(form);
    vi.advanceTimersByTime(slowStartMs);
    const phone = form.querySelector<HTMLInputElement>('[name=phone]');
    if (!phone) throw new Error('no phone field');
    phone.value = '+254 733 222 333';
    phone.dispatchEvent(new Event('input', { bubbles: true }));
    const text = summaryIn('en', { ...shownIn('en'), phone: phone.value });
    expect(links(form)[1]).toBe(`https://wa.me/15550001?text=${text}`);
  });

  it('is carried out once, and the hand-over withdrawn, when the app starts late', () => {
    const form = renderForm();
    press(form);
    press(form);
    vi.advanceTimersByTime(slowStartMs);
    const carryOut = vi.fn();
    onHeldSubmit(form, carryOut);
    expect(carryOut).toHaveBeenCalledTimes(1);
    expect(form.hasAttribute(appUnavailableAttr)).toBe(false);
    expect(form.hasAttribute(submitPendingAttr)).toBe(false);
    vi.advanceTimersByTime(20_000);
    expect(form.hasAttribute(appUnavailableAttr)).toBe(false);
  });

  it('is handed over at once when the app cannot start, and so is a press after that', () => {
    const form = renderForm();
    press(form);
    appCannotStart();
    expect(form.getAttribute(appUnavailableAttr)).toBe('failed');
    const later = renderForm();
    press(later);
    expect(later.getAttribute(appUnavailableAttr)).toBe('failed');
    expect(links(later)[0]).toContain(encodeURIComponent(booking.name));
  });

  it("cancels the button's own action (opening the not-started note) only for a press it holds", () => {
    const form = renderForm();
    const button = form.querySelector('button');
    if (!button) throw new Error('no button');
    const click = () => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      button.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(click()).toBe(true);
    // Hydrated: the button submits, and the form's own handler takes it (held back here: jsdom
    // does not submit forms).
    button.type = 'submit';
    form.addEventListener('submit', (event) => event.preventDefault());
    expect(click()).toBe(false);
  });

  it('shows nothing when nobody pressed', () => {
    const form = renderForm();
    appCannotStart();
    vi.advanceTimersByTime(20_000);
    expect(form.hasAttribute(appUnavailableAttr)).toBe(false);
  });
});
