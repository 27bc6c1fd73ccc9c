import { expect, test } from './fixtures';
import {
  aBooking,
  campusNamed,
  bookingForm,
  college,
  dispatchBackgroundSync,
  fillBooking,
  outboxRecords,
  queuedHeading,
  queueWithServiceWorker,
  routeEmail,
} from '../support/booking-helpers.ts';
import type { Page } from '@playwright/test';
import { words as enBooking } from '../../src/i18n/en/booking.ts';
import { summaryDate } from '../../src/features/booking/booking-summary-text.ts';
import { outboxAtRest } from '../support/outbox-at-rest.ts';

/** The notice of one refused booking, shown on every page of the site until dismissed. */
const refusedNotice = (page: Page, reference: string) =>
  page.getByRole('group', { name: `Booking ${reference} not sent` });

test.describe('a booking refused while no tab of the site was open', () => {
  test('is shown on the next visit to any page, with the contact links carrying it, and can be removed', async ({
    page,
    context,
    baseURL,
  }) => {
    const email = await routeEmail(context);
    await queueWithServiceWorker(page, email);
    const [reference = ''] = await outboxRecords(page);
    await page.close();

    // Back online with every tab closed: the service worker's send is refused for good.
    email.answer({ status: 400, body: 'The template ID is invalid' });
    await email.setOffline(false);
    await dispatchBackgroundSync(context, baseURL ?? '');
    await expect.poll(() => email.requests.length).toBe(1);
    expect(email.requests[0]?.serviceWorker()).not.toBeNull();

    // The visitor comes back later, to any page: the refusal is there, with what to do.
    const later = await context.newPage();
    await later.goto('/about');
    const notice = refusedNotice(later, reference);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('could not be delivered');
    // The words after the WhatsApp link keep their space (JSX drops a line break beside a tag).
    await expect(notice).toContainText(`${enBooking.contactLinks.whatsapp} ${enBooking.outbox.quote}`);
    // The campus, and the preferred date, as the visitor chose them.
    if (college.campuses.length > 1)
      await expect(notice).toContainText(` at ${campusNamed(aBooking.campus)}`);
    const date = new Date(`${aBooking.date}T00:00`);
    await expect(notice).toContainText(
      date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
    );
    await expect(notice.getByRole('link', { name: college.phone.display })).toHaveAttribute(
      'href',
      `tel:${college.phone.e164}`,
    );
    const mail = (await notice.getByRole('link', { name: college.email }).getAttribute('href')) ?? '';
    expect(mail.startsWith(`mailto:${college.email}?`)).toBe(true);
    expect(decodeURIComponent(mail)).toContain(reference);
    expect(decodeURIComponent(mail)).toContain(`Name: ${aBooking.name}`);
    const whatsapp = (await notice.getByRole('link', { name: 'on WhatsApp' }).getAttribute('href')) ?? '';
    expect(whatsapp.startsWith(`https://wa.me/${college.whatsapp.replace(/^\+/, '')}?text=`)).toBe(true);
    // As it was sent: the phone in E.164, and the campus.
    expect(decodeURIComponent(whatsapp)).toContain(`Phone: ${aBooking.phone.replace(/[\s()-]/g, '')}`);
    expect(decodeURIComponent(whatsapp)).toContain(
      `${enBooking.summary.campus}: ${campusNamed(aBooking.campus)}`,
    );

    // And on another page of the same visit.
    await later.goto('/courses');
    await expect(refusedNotice(later, reference)).toBeVisible();
    // Never sent again.
    expect(email.requests).toHaveLength(1);

    // Removing it takes the visitor's details off the device, for good.
    await refusedNotice(later, reference).getByRole('button', { name: 'Remove from this device' }).click();
    await expect(refusedNotice(later, reference)).toHaveCount(0);
    await expect.poll(() => outboxRecords(later)).toEqual([]);
    await later.reload();
    await outboxAtRest(later);
    await expect(refusedNotice(later, reference)).toHaveCount(0);
    expect(email.requests).toHaveLength(1);
  });

  test('a dismissed notice stays away on every page; the booking is kept until it expires', async ({
    page,
    context,
  }) => {
    const email = await routeEmail(context);
    email.answer({ status: 400, body: 'The template ID is invalid' });
    await page.goto('/booking');
    await fillBooking(page);
    await bookingForm(page).submit.click();
    await expect(page.getByRole('heading', { name: 'We could not send your booking' })).toBeVisible();
    const [reference = ''] = await outboxRecords(page);

    await page.goto('/faqs');
    const notice = refusedNotice(page, reference);
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);

    await page.goto('/');
    await outboxAtRest(page);
    await expect(refusedNotice(page, reference)).toHaveCount(0);
    // Still on the device (it expires after 30 days: tests/unit/outbox-refused.test.ts).
    expect(await outboxRecords(page)).toEqual([reference]);
    expect(email.requests).toHaveLength(1);
  });
});

test('a booking the outbox cannot take (IndexedDB failing) is shown with the contact links carrying it', async ({
  page,
  context,
}) => {
  // Storage that opens but fails every write, as a full disk would.
  await context.addInitScript(() => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the original, called on the store with .apply(this)
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
      if (this.name === 'bookings') throw new DOMException('The disk is full', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
  const email = await routeEmail(context);
  await page.goto('/booking');
  await fillBooking(page);
  await bookingForm(page).submit.click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('this browser cannot keep it to send later');
  const mail = (await alert.getByRole('link', { name: college.email }).getAttribute('href')) ?? '';
  // The date as the page writes it, in words.
  expect(decodeURIComponent(mail)).toContain(
    `${enBooking.summary.date}: ${summaryDate(aBooking.date, enBooking.outbox.dateLocale)}`,
  );
  const whatsapp = (await alert.getByRole('link', { name: 'on WhatsApp' }).getAttribute('href')) ?? '';
  expect(decodeURIComponent(whatsapp)).toContain(`Name: ${aBooking.name}`);
  await expect(alert.getByRole('link', { name: college.phone.display })).toBeVisible();
  // What was typed is kept, nothing is queued and nothing was sent.
  await expect(bookingForm(page).name).toHaveValue(aBooking.name);
  await expect(queuedHeading(page)).toHaveCount(0);
  expect(email.requests).toHaveLength(0);
});
