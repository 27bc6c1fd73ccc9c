import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test } from './fixtures';
import {
  aBooking,
  bookingForm,
  collectConsoleErrors,
  confirmationHeading,
  fillBooking,
  outboxRecords,
  queuedHeading,
  referencePattern,
  routeEmail,
  sdkVersion,
  sentValues,
} from '../support/booking-helpers.ts';
import { site } from '../support/site-content.ts';
import { summaryDate } from '../../src/features/booking/booking-summary-text.ts';
import { words as enBooking } from '../../src/i18n/en/booking.ts';
import { outboxActivity, outboxAtRest } from '../support/outbox-at-rest.ts';

test.describe('sending a booking', () => {
  test('posts the EmailJS request field by field and confirms only after the 200', async ({
    page,
    context,
  }) => {
    const email = await routeEmail(context);
    email.answer('hold');
    await page.goto('/booking');
    const form = bookingForm(page);
    await fillBooking(page);
    await form.submit.click();

    await expect.poll(() => email.requests.length).toBe(1);
    // While EmailJS has not answered: sending, no confirmation.
    await expect(form.submit).toHaveText('Sending…');
    await expect(form.submit).toBeDisabled();
    await expect.poll(() => outboxActivity(page)).toEqual({ waiting: [expect.any(String)], lock: 'held' });
    await expect(confirmationHeading(page)).toHaveCount(0);
    await expect(queuedHeading(page)).toHaveCount(0);

    const [request] = email.requests;
    expect(request?.method()).toBe('POST');
    expect(request?.url()).toBe(new URL('/api/v1.0/email/send', page.url()).href);
    expect(await request?.headerValue('content-type')).toBe('application/json');
    const [body] = email.bodies();
    expect(Object.keys(body ?? {})).toEqual([
      'lib_version',
      'user_id',
      'service_id',
      'template_id',
      'template_params',
    ]);
    expect(body?.lib_version).toBe(sdkVersion);
    // This build has no EmailJS ids, so it posts to the local endpoint's ids on its own origin.
    expect(body?.user_id).toBe('local_public_key');
    expect(body?.service_id).toBe('local_service');
    expect(body?.template_id).toBe('local_template');
    const reference = body?.template_params.reference ?? '';
    expect(reference).toMatch(new RegExp(`^${referencePattern.source}$`));
    // When it was made, in East Africa Time, so staff can tell a booking that was sent late.
    const requestedAt = body?.template_params.requested_at ?? '';
    expect(requestedAt).toMatch(/^\w{3}, \d{1,2} \w{3} \d{4}, \d{2}:\d{2} EAT$/);
    // The phone as staff can call it back (E.164), the campus by its English name in site.yml.
    expect(body?.template_params).toEqual({
      ...sentValues(aBooking),
      reference,
      requested_at: requestedAt,
      // The language the visitor booked in, so staff answer in it (the other values are the same in both).
      language: 'English',
    });

    await email.release();
    await expect(confirmationHeading(page)).toBeVisible();
    await expect(confirmationHeading(page)).toBeFocused();
    await expect(page.getByText('Our team will contact you within 24 hours')).toBeVisible();
    await expect(page.getByText(`Your booking reference: ${reference}`)).toBeVisible();
    expect(await outboxRecords(page)).toEqual([]);
    expect(email.requests).toHaveLength(1);
  });

  test('Book Another Appointment returns to an empty form', async ({ page, context }) => {
    await routeEmail(context);
    await page.goto('/booking?interest=AutoCAD');
    await expect(bookingForm(page).interest).toHaveValue('AutoCAD');
    await fillBooking(page);
    await bookingForm(page).submit.click();
    await page.getByRole('button', { name: 'Book Another Appointment' }).click();

    const form = bookingForm(page);
    await expect(form.name).toBeFocused();
    for (const field of [
      form.name,
      form.email,
      form.phone,
      form.date,
      form.time,
      form.interest,
      form.message,
    ]) {
      await expect(field).toHaveValue('');
    }
    await expect(form.submit).toHaveText('Book Appointment');
    await expect(confirmationHeading(page)).toHaveCount(0);
  });

  test('a 500 keeps the booking waiting, logs the prefix, and sends it on the next retry', async ({
    page,
    context,
  }) => {
    const errors = collectConsoleErrors(page);
    const email = await routeEmail(context);
    email.answer({ status: 500, body: 'Internal Server Error' });
    await page.goto('/booking');
    await fillBooking(page);
    await bookingForm(page).submit.click();

    await expect(queuedHeading(page)).toBeVisible();
    await expect(page.getByText(enBooking.booking.queuedText)).toBeVisible();
    await expect(confirmationHeading(page)).toHaveCount(0);
    await expect(page.getByText('1 booking waiting to be sent')).toBeVisible();
    expect(errors.some((text) => text.startsWith('Error sending email'))).toBe(true);
    const [reference] = await outboxRecords(page);
    expect(reference).toMatch(referencePattern);

    // The page coming back into view is one of the retry triggers.
    email.answer('ok');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(confirmationHeading(page)).toBeVisible();
    await expect(page.getByText(`Your booking reference: ${String(reference)}`)).toBeVisible();
    // The 500, any backoff retry that also met the 500, then the 200: always this one booking.
    const sent = email.bodies().map((body) => body.template_params.reference);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sent)).toEqual(new Set([reference]));
    expect(await outboxRecords(page)).toEqual([]);
  });

  test('a 400 shows the failure with the college’s phone and e-mail and logs the prefix', async ({
    page,
    context,
  }) => {
    const errors = collectConsoleErrors(page);
    const email = await routeEmail(context);
    email.answer({ status: 400, body: 'The template ID is invalid' });
    await page.goto('/booking');
    await fillBooking(page);
    await bookingForm(page).submit.click();

    const heading = page.getByRole('heading', { name: 'We could not send your booking' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    const panel = page.getByRole('region', { name: 'We could not send your booking' });
    await expect(panel.getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.e164}`,
    );
    // The e-mail and WhatsApp links carry the booking, so the visitor has only to press send.
    const mail = await panel.getByRole('link', { name: site.email }).getAttribute('href');
    expect(mail?.startsWith(`mailto:${site.email}?subject=`)).toBe(true);
    expect(decodeURIComponent(mail ?? '')).toContain(`Name: ${aBooking.name}`);
    const whatsapp = await panel.getByRole('link', { name: 'on WhatsApp' }).getAttribute('href');
    expect(whatsapp?.startsWith(`https://wa.me/${site.whatsapp.replace(/^\+/, '')}?text=`)).toBe(true);
    // The date as the page writes it, in words.
    expect(decodeURIComponent(whatsapp ?? '')).toContain(
      `${enBooking.summary.date}: ${summaryDate(aBooking.date, enBooking.outbox.dateLocale)}`,
    );
    await expect(panel.getByText(referencePattern)).toBeVisible();
    await expect(confirmationHeading(page)).toHaveCount(0);
    expect(errors.some((text) => text.startsWith('Error sending email') && text.includes('400'))).toBe(true);
    // Not retried: one request only, and no waiting indicator.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await outboxAtRest(page);
    expect(email.requests).toHaveLength(1);
    await expect(page.getByText(/waiting to be sent/)).toHaveCount(0);

    // Back to the form keeps what was typed.
    await page.getByRole('button', { name: 'Back to the form' }).click();
    await expect(bookingForm(page).name).toHaveValue(aBooking.name);
  });

  test('without Web Locks the form sends directly, and says it cannot keep a booking offline', async ({
    page,
    context,
  }) => {
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'locks', { configurable: true, get: () => undefined });
    });
    const errors = collectConsoleErrors(page);
    const email = await routeEmail(context);
    await page.goto('/booking');
    await expect(page.getByText('This browser cannot keep your booking on the device')).toBeVisible();
    await fillBooking(page);

    // A failed send is not kept: the form stays filled in and says so.
    email.answer('abort');
    await bookingForm(page).submit.click();
    await expect(page.getByRole('alert')).toContainText('this browser cannot keep it to send later');
    await expect(bookingForm(page).name).toHaveValue(aBooking.name);
    await expect(queuedHeading(page)).toHaveCount(0);
    expect(errors.some((text) => text.startsWith('Error sending email'))).toBe(true);

    email.answer('ok');
    await bookingForm(page).submit.click();
    await expect(confirmationHeading(page)).toBeVisible();
    expect(email.requests).toHaveLength(1);
    expect(await outboxRecords(page)).toEqual([]);
  });

  test('hostile text in every text field is sent as text and never runs', async ({ page, context }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    const email = await routeEmail(context);
    const hostile = '<img src=x onerror=alert(1)>';
    // The email field only takes a valid address, the phone field only a number (checked below).
    await page.goto(`/booking?message=${encodeURIComponent(hostile)}`);
    await fillBooking(page, {
      name: hostile,
      message: `${hostile} "quoted" & 'single'`,
    });
    await bookingForm(page).submit.click();

    await expect(confirmationHeading(page)).toBeVisible();
    const [body] = email.bodies();
    expect(body?.template_params).toMatchObject({
      name: hostile,
      message: `${hostile} "quoted" & 'single'`,
    });
    expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
    expect(dialogs).toBe(0);
  });

  test('with no EmailJS ids, the preview server’s local endpoint receives the booking', async ({ page }) => {
    await page.goto('/booking');
    const { name } = await fillBooking(page, { name: `Local Endpoint ${Date.now()}` });
    await bookingForm(page).submit.click();
    await expect(confirmationHeading(page)).toBeVisible();
    const reference = ((await page.getByText(referencePattern).textContent()) ?? '').match(
      referencePattern,
    )?.[0];

    const file = resolve(process.env.BOOKINGS_FILE ?? '.bookings/bookings.jsonl');
    const lines = (await readFile(file, 'utf8')).trim().split('\n');
    const received = lines
      .map((line) => JSON.parse(line) as { template_params: Record<string, string> })
      .filter((entry) => entry.template_params.reference === reference);
    expect(received).toHaveLength(1);
    expect(received[0]?.template_params).toMatchObject({
      name,
      email: aBooking.email,
      interest: aBooking.interest,
    });
  });
});
