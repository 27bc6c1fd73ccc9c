import { OPEN_TIMEOUT_MS } from '../../src/features/booking/outbox/outbox-policy.ts';
import {
  OUTBOX_DB_NAME,
  OUTBOX_LOCK_NAME,
  OUTBOX_STORE_NAME,
} from '../../src/features/booking/outbox/outbox-store.ts';
import { localizedPath, locales } from '../../src/config/locales.ts';
import { paths } from '../../src/config/paths.ts';
import { words } from '../../src/i18n/en/booking.ts';
import { uiWords } from '../../tools/ui-words.ts';
import { expect, test } from './fixtures';
import {
  bookingForm,
  college,
  collectConsoleErrors,
  confirmationHeading,
  fillBooking,
  outboxRecords,
  queuedHeading,
  routeEmail,
} from '../support/booking-helpers.ts';
import { outboxAtRest } from '../support/outbox-at-rest.ts';

const sendPath = '/api/v1.0/email/send';
const misconfigured = words.outbox.whyWaiting['service-misconfigured'](1);

for (const locale of locales) {
  test(`the booking service dropping every connection while the site answers (${locale}): said within 90 s, then sent once`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const { booking, outbox, handover } = uiWords[locale].booking;
    const unreachable = outbox.whyWaiting['service-unreachable'](1);
    const email = await routeEmail(context);
    await page.goto(localizedPath(paths.booking, locale));
    email.answer('abort');
    await fillBooking(page, {}, locale);
    const { submit } = bookingForm(page, locale);
    await submit.click();
    await expect(page.getByRole('heading', { name: booking.queuedTitle })).toBeVisible();
    const [reference] = await outboxRecords(page);

    // The page stops blaming the visitor's network: the site answers, the service does not. The
    // hand-over is offered with it, the reference in its text.
    await expect(page.getByText(unreachable)).toBeVisible({ timeout: 90_000 });
    const waiting = page.getByRole('group', { name: outbox.waitingLabel(String(reference)) });
    const sms = await waiting.getByRole('link', { name: handover.sms }).getAttribute('href');
    expect(decodeURIComponent(sms ?? '')).toContain(String(reference));
    const whatsapp = await waiting.getByRole('link', { name: handover.whatsapp }).getAttribute('href');
    expect(decodeURIComponent(whatsapp ?? '')).toContain(String(reference));
    await expect(waiting.getByRole('link', { name: booking.call(college.phone.display) })).toBeVisible();
    expect(email.requests).toHaveLength(0);

    // The service answers again: the backoff's next try sends it, once.
    email.answer('ok');
    await expect(page.getByRole('heading', { name: booking.sentTitle })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(unreachable)).toBeHidden();
    await outboxAtRest(page);
    expect(email.bodies().map((body) => body.template_params.reference)).toEqual([reference]);
  });
}

test.describe('a page whose own Content-Security-Policy refuses the booking service', () => {
  // The page is served from the network, so the policy below is the one it runs under.
  test.use({ serviceWorkers: 'block' });

  test('logs "Error sending email" with the cause, does not retry, and a later page load sends it', async ({
    page,
    context,
    baseURL,
  }) => {
    const origin = String(baseURL);
    // A second policy, as a misconfigured server's header would be: everything the page fetches
    // (its chunks, the server check) but the booking service.
    let refuse = true;
    await context.route('**/booking', async (route) => {
      if (!refuse || route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const policy = `connect-src ${origin}/assets/ ${origin}/sw.js`;
      const body = (await response.text()).replace(
        '<head>',
        `<head><meta http-equiv="Content-Security-Policy" content="${policy}">`,
      );
      await route.fulfill({ response, body });
    });
    await page.addInitScript((path) => {
      const refused: string[] = [];
      (window as unknown as { refusedSends: string[] }).refusedSends = refused;
      document.addEventListener('securitypolicyviolation', (event) => {
        if (event.blockedURI.includes(path)) refused.push(event.blockedURI);
      });
    }, sendPath);
    const email = await routeEmail(context);
    const errors = collectConsoleErrors(page);
    await page.goto('/booking');
    await fillBooking(page);
    await bookingForm(page).submit.click();

    await expect(queuedHeading(page)).toBeVisible();
    await expect(page.getByText(misconfigured)).toBeVisible();
    const [reference] = await outboxRecords(page);
    await expect
      .poll(() => errors.filter((text) => text.startsWith('Error sending email:')))
      .toContainEqual(
        expect.stringContaining(`Content-Security-Policy (connect-src) refuses ${origin}${sendPath}`),
      );
    // The visitor comes back to the tab, the browser says online: nothing is tried again.
    await page.evaluate(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('online'));
    });
    await page.locator('html[data-outbox="started"]').waitFor({ state: 'attached' });
    await expect
      .poll(() => page.evaluate(() => navigator.locks.query().then(({ held = [] }) => held.length)))
      .toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { refusedSends: string[] }).refusedSends),
    ).toHaveLength(1);
    expect(await outboxRecords(page)).toEqual([reference]);
    expect(email.requests).toHaveLength(0);

    // The server fixed: the next page load sends it, once.
    refuse = false;
    await page.reload();
    await outboxAtRest(page);
    expect(email.bodies().map((body) => body.template_params.reference)).toEqual([reference]);
  });
});

test('a send that fails after the booking was stored says it is kept, and sends it once', async ({
  page,
  context,
}) => {
  // The flush under the lock fails once (as when iOS Safari closes IndexedDB under it), after the store.
  await context.addInitScript((lockName) => {
    const locks = navigator.locks;
    const request = locks.request.bind(locks) as (...args: unknown[]) => Promise<unknown>;
    let failed = false;
    Object.defineProperty(locks, 'request', {
      value: (name: string, ...rest: unknown[]) => {
        const options = rest[0] as { ifAvailable?: boolean } | undefined;
        if (name === lockName && !failed && typeof options === 'object' && !options.ifAvailable) {
          failed = true;
          return Promise.reject(new DOMException('The database connection is closing', 'InvalidStateError'));
        }
        return request(name, ...rest);
      },
    });
  }, OUTBOX_LOCK_NAME);
  const email = await routeEmail(context);
  await page.goto('/booking');
  await fillBooking(page);
  await bookingForm(page).submit.click();

  await expect(queuedHeading(page)).toBeVisible();
  await expect(page.getByText(/cannot keep/i)).toHaveCount(0);
  const [reference] = await outboxRecords(page);
  // The page's retry sends it.
  await expect(confirmationHeading(page)).toBeVisible({ timeout: 15_000 });
  await outboxAtRest(page);
  expect(email.bodies().map((body) => body.template_params.reference)).toEqual([reference]);
});

test('a tab holding an older version of the outbox open: "Sending…" ends, and the booking goes', async ({
  page,
  context,
}) => {
  const email = await routeEmail(context);
  // A tab of an older build, which never closes its database for an upgrade. It is on a page that
  // runs none of this build (the robots file), so it opens the outbox first, at version 1.
  const older = await context.newPage();
  await older.goto('/robots.txt');
  await older.evaluate(
    ({ db, store }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open(db, 1);
        request.onupgradeneeded = () => request.result.createObjectStore(store);
        request.onsuccess = () => {
          (window as unknown as { held: IDBDatabase }).held = request.result;
          resolve();
        };
        request.onerror = () => reject(request.error ?? new Error('open failed'));
      }),
    { db: OUTBOX_DB_NAME, store: OUTBOX_STORE_NAME },
  );

  await page.goto('/booking');
  await fillBooking(page);
  await bookingForm(page).submit.click();
  // Past the open's timeout the outbox counts as unavailable: the form sends it straight away.
  await expect(confirmationHeading(page)).toBeVisible({ timeout: OPEN_TIMEOUT_MS + 10_000 });
  await expect(bookingForm(page).submit).toHaveCount(0);
  expect(email.requests).toHaveLength(1);
});
