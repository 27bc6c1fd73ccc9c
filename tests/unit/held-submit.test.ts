// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingSummaryText } from '../../src/features/booking/booking-summary-text';
import type { BookingValues } from '../../src/features/booking/booking-values';
import {
  appCannotStart,
  appUnavailableAttr,
  handoverBaseAttr,
  handoverParamAttr,
  holdEarlySubmits,
  holdsSubmitAttr,
  onHeldSubmit,
  submitButtonAttr,
  submitPendingAttr,
} from '../../src/features/booking/form/held-submit';

// The entry script's side of a booking pressed before hydration, on a form shaped like the
// prerendered one: the hand-over when the app is slow or cannot start, and the app taking over.
// Its own fixture, not the college's data: the e2e spec (edge-script-load) checks the real links.

const booking: BookingValues = {
  name: 'Achieng Otieno',
  email: 'achieng@example.com',
  phone: '+254 722 000 111',
  campus: 'Nakuru Main Campus',
  date: '2031-02-03',
  time: '2:00 PM',
  interest: 'Graphic design',
  message: 'Weekend classes?',
};

function renderForm(): HTMLFormElement {
  const fields = Object.entries(booking)
    .map(([name, value]) => `<input name="${name}" value="${value}">`)
    .join('');
  document.body.innerHTML = `
    <form ${holdsSubmitAttr}>
      ${fields}
      <a href="mailto:desk@example.org?subject=Request" ${handoverParamAttr}="body" ${handoverBaseAttr}="mailto:desk@example.org?subject=Request">e-mail</a>
      <a href="https://wa.me/15550001" ${handoverParamAttr}="text" ${handoverBaseAttr}="https://wa.me/15550001">WhatsApp</a>
      <button type="button" ${submitButtonAttr}>Book Appointment</button>
    </form>`;
  const form = document.querySelector('form');
  if (!form) throw new Error('no form');
  return form;
}

const press = (form: HTMLFormElement) => form.querySelector('button')?.click();
const links = (form: HTMLFormElement) =>
  [...form.querySelectorAll('a')].map((link) => link.getAttribute('href'));

describe('a booking held before hydration', () => {
  beforeAll(() => holdEarlySubmits());
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is handed over 10 s after the press if the app has not started, with the booking in the links', () => {
    const form = renderForm();
    press(form);
    expect(form.hasAttribute(submitPendingAttr)).toBe(true);
    vi.advanceTimersByTime(9_900);
    expect(form.hasAttribute(appUnavailableAttr)).toBe(false);
    vi.advanceTimersByTime(200);
    expect(form.getAttribute(appUnavailableAttr)).toBe('slow');
    const text = encodeURIComponent(bookingSummaryText(booking));
    expect(links(form)).toEqual([
      `mailto:desk@example.org?subject=Request&body=${text}`,
      `https://wa.me/15550001?text=${text}`,
    ]);
  });

  it('follows a correction typed while handed over', () => {
    const form = renderForm();
    press(form);
    vi.advanceTimersByTime(10_000);
    const phone = form.querySelector<HTMLInputElement>('[name=phone]');
    if (!phone) throw new Error('no phone field');
    phone.value = '+254 733 222 333';
    phone.dispatchEvent(new Event('input', { bubbles: true }));
    const text = encodeURIComponent(bookingSummaryText({ ...booking, phone: phone.value }));
    expect(links(form)[1]).toBe(`https://wa.me/15550001?text=${text}`);
  });

  it('is carried out once, and the hand-over withdrawn, when the app starts late', () => {
    const form = renderForm();
    press(form);
    press(form);
    vi.advanceTimersByTime(10_000);
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
