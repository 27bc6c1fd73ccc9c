import { waitForServiceWorkerControl } from './service-worker.ts';
import { readFileSync } from 'node:fs';
import { expect, type BrowserContext, type ConsoleMessage, type Page, type Request } from '@playwright/test';
import { loadSiteContent } from '../../tools/content-data.ts';
import type { Locale } from '../../src/config/locales.ts';
import { OUTBOX_SYNC_TAG } from '../../src/features/booking/outbox/outbox-store.ts';
import type { BookingValues } from '../../src/features/booking/booking-values.ts';
import { words as englishWhen } from '../../src/i18n/en/when.ts';
import { openDay } from './visit-days.ts';
import { uiWords } from '../../tools/ui-words.ts';
import { escapeRegExp } from './site-helpers.ts';

const loaded = loadSiteContent();
const content = loaded.data;
/** The college's details as content/site.yml has them today (the staff edit them). */
export const college = content.site;

/** A campus's name in a language, by its id (what the form's radios and the booking hold). */
export const campusNamed = (id: string, locale: Locale = 'en'): string =>
  loaded.languages[locale].data.site.campuses.find((campus) => campus.id === id)?.name ?? id;

/** The version the installed EmailJS SDK puts in lib_version. */
export const sdkVersion = (
  JSON.parse(readFileSync('node_modules/@emailjs/browser/package.json', 'utf8')) as { version: string }
).version;

export const referencePattern = /BK-[2-9A-HJ-NP-Z]{6}/;

export interface SentBody {
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, string>;
}

export interface EmailRoute {
  /** Every send request that reached the (intercepted) EmailJS endpoint. */
  requests: Request[];
  bodies: () => SentBody[];
  /** How the endpoint answers from now on. */
  answer: (mode: 'ok' | 'hold' | 'abort' | { status: number; body: string }) => void;
  /** Answers every held request with 200 OK. */
  release: () => Promise<void>;
  /**
   * Takes the context (pages and service worker) off or back on line. Playwright's routes still see
   * requests made while offline, so the intercepted endpoint fails them as the network would.
   */
  setOffline: (offline: boolean) => Promise<void>;
}

/**
 * Intercepts the EmailJS send path for every page and the service worker of the context (no
 * request leaves the machine) and records what arrives.
 */
export async function routeEmail(context: BrowserContext): Promise<EmailRoute> {
  const requests: Request[] = [];
  const held: (() => Promise<void>)[] = [];
  let mode: Parameters<EmailRoute['answer']>[0] = 'ok';
  let offline = false;
  await context.route('**/api/v1.0/email/send', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    if (offline || mode === 'abort') return route.abort('internetdisconnected');
    requests.push(route.request());
    if (mode === 'hold') {
      held.push(() => route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }));
      return;
    }
    const { status, body } = mode === 'ok' ? { status: 200, body: 'OK' } : mode;
    await route.fulfill({ status, contentType: 'text/plain', body });
  });
  return {
    requests,
    bodies: () => requests.map((request) => request.postDataJSON() as SentBody),
    answer: (next) => {
      mode = next;
    },
    release: async () => {
      for (const fulfil of held.splice(0)) await fulfil();
    },
    setOffline: async (value) => {
      offline = value;
      await context.setOffline(value);
    },
  };
}

/** What a test types into the booking form: the form's own fields. */
export type BookingInput = BookingValues;

export const aBooking: BookingInput = {
  name: 'Wanjiku Kamau',
  email: 'wanjiku@example.com',
  phone: '+254 700 123 456',
  // As the form holds it: the campus's id (its radio is labelled with its name).
  campus: college.campuses[college.campuses.length - 1]?.id ?? '',
  // A day far ahead that every time on the form fits, found in the hours and closures the staff edit.
  date: openDay('2030-06-25') ?? '2030-06-25',
  // As the form holds it: the 24-hour value (its option reads "10:00 AM" or "saa nne asubuhi").
  time: '10:00',
  interest: 'Cybersecurity',
  message: 'Are there evening classes?',
};

/**
 * What the e-mail carries of a booking typed into the form: the phone as staff can call it back
 * (E.164), the campus by the English name staff know it by (the form holds its id), the time in
 * English words ("10:00 AM"; the form holds "10:00").
 */
export const sentValues = (values: BookingInput): BookingInput => ({
  ...values,
  phone: values.phone.replace(/[\s()-]/g, ''),
  campus: campusNamed(values.campus),
  time: englishWhen.when.clock(values.time),
});

/** The booking form of a page in `locale`, found as a visitor would: by its fields' labels. */
export function bookingForm(page: Page, locale: Locale = 'en') {
  const { booking } = uiWords[locale].booking;
  const form = page.getByRole('form', { name: booking.formLabel });
  return {
    form,
    name: form.getByLabel(booking.name),
    email: form.getByLabel(booking.email),
    phone: form.getByLabel(booking.phone),
    /** The campus radio (there is none when the college has one campus). */
    campus: (name: string) => form.getByRole('radio', { name: new RegExp(`^${name}\\b`) }),
    date: form.getByLabel(booking.date),
    time: form.getByLabel(booking.time),
    interest: form.getByLabel(booking.interest),
    message: form.getByLabel(booking.message),
    submit: form.getByRole('button', {
      name: new RegExp(
        `${escapeRegExp(uiWords[locale].common.nav.bookAppointment)}|${escapeRegExp(booking.sendingButton)}`,
        'i',
      ),
    }),
  };
}

/** Types every field at once, hydrated or not (the fields keep their own values either way). */
export async function typeBooking(page: Page, values: BookingInput, locale: Locale = 'en'): Promise<void> {
  const form = bookingForm(page, locale);
  await form.name.fill(values.name);
  await form.email.fill(values.email);
  await form.phone.fill(values.phone);
  if (college.campuses.length > 1) await form.campus(campusNamed(values.campus, locale)).check();
  await form.date.fill(values.date);
  await form.time.selectOption(values.time);
  await form.interest.selectOption(values.interest);
  await form.message.fill(values.message);
}

/** Fills every field (the booking form must be hydrated: its submit button is enabled then). */
export async function fillBooking(
  page: Page,
  input: Partial<BookingInput> = {},
  locale: Locale = 'en',
): Promise<BookingInput> {
  const values = { ...aBooking, ...input };
  await expect(bookingForm(page, locale).submit).toBeEnabled();
  await typeBooking(page, values, locale);
  return values;
}

/** Fills the form, takes the context off line and submits: the booking waits in the outbox. */
export async function submitWhileOffline(page: Page, email: EmailRoute): Promise<void> {
  await fillBooking(page);
  await email.setOffline(true);
  await bookingForm(page).submit.click();
  await expect(queuedHeading(page)).toBeVisible();
}

/**
 * A returning visitor (the service worker controls the booking page) submits while offline: the
 * booking waits in the outbox, for the page or the worker to send.
 */
export async function queueWithServiceWorker(page: Page, email: EmailRoute): Promise<void> {
  await page.goto('/booking');
  await waitForServiceWorkerControl(page);
  await submitWhileOffline(page, email);
}

/** Console errors, to check the spec's "Error sending email" prefix. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

export const confirmationHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Thank you! Your appointment request has been sent.' });
export const queuedHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Your booking is waiting to be sent' });

/** References of the bookings in the page's IndexedDB outbox (read without creating the database). */
export async function outboxRecords(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    if (!databases.some((db) => db.name === 'kilele-booking-outbox')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('kilele-booking-outbox');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('The IndexedDB request failed'));
    });
    try {
      const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
        const request = db.transaction('bookings').objectStore('bookings').getAllKeys();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('The IndexedDB request failed'));
      });
      return keys.map(String);
    } finally {
      db.close();
    }
  });
}

interface RegistrationUpdate {
  registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[];
}

/** The Background Sync tags the page's service worker registration holds (registration.sync.getTags()). */
export async function syncTags(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { getTags: () => Promise<string[]> };
    };
    return registration.sync ? registration.sync.getTags() : [];
  });
}

/**
 * Fires the outbox's Background Sync at the service worker through the DevTools protocol, from a
 * blank page of the context, as Chromium does when connectivity returns with no tab of the site
 * open. `dispatch` may be called again; `page` is the blank page (no page of the site).
 */
export async function backgroundSyncDispatcher(
  context: BrowserContext,
  baseURL: string,
): Promise<{ page: Page; dispatch: () => Promise<void> }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const scopeURL = new URL('/', baseURL).href;
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: RegistrationUpdate) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL === scopeURL && !registration.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const dispatch = async () => {
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: new URL(baseURL).origin,
      registrationId: await registrationId,
      tag: OUTBOX_SYNC_TAG,
      lastChance: false,
    });
  };
  return { page, dispatch };
}

/** One Background Sync dispatch (backgroundSyncDispatcher); returns the blank page it used. */
export async function dispatchBackgroundSync(context: BrowserContext, baseURL: string): Promise<Page> {
  const { page, dispatch } = await backgroundSyncDispatcher(context, baseURL);
  await dispatch();
  return page;
}
