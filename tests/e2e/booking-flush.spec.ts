import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { BACKOFF_BASE_MS } from '../../src/features/booking/outbox/outbox-policy.ts';
import { expect, test } from './fixtures';
import {
  bookingForm,
  confirmationHeading,
  fillBooking,
  outboxRecords,
  queuedHeading,
  queueWithServiceWorker,
  routeEmail,
  type SentBody,
} from '../support/booking-helpers.ts';
import { outboxAtRest } from '../support/outbox-at-rest.ts';

test('two bookings waiting, EmailJS failing the first every time: the second is sent within the backoff', async ({
  page,
  context,
}) => {
  let offline = false;
  let stuck = '';
  const arrivals: { reference: string; at: number }[] = [];
  await context.route('**/api/v1.0/email/send', async (route) => {
    if (offline) return route.abort('internetdisconnected');
    const { reference = '' } = (route.request().postDataJSON() as SentBody).template_params;
    arrivals.push({ reference, at: Date.now() });
    // A 500 for this one booking only: the service itself is up.
    if (reference === stuck) return route.fulfill({ status: 500, body: 'Internal Server Error' });
    await route.fulfill({ status: 200, body: 'OK' });
  });
  await page.goto('/booking');
  // A visitor who has been here before: the notices' code is in the precache, not fetched while
  // offline (on a first visit the notices would appear only once the network is back).
  await waitForServiceWorkerControl(page);
  offline = true;
  await context.setOffline(true);
  await fillBooking(page);
  await bookingForm(page).submit.click();
  await expect(queuedHeading(page)).toBeVisible();
  [stuck = ''] = await outboxRecords(page);
  await page.getByRole('button', { name: 'Book Another Appointment' }).click();
  await fillBooking(page, { name: 'Second Visitor' });
  await bookingForm(page).submit.click();
  await expect(queuedHeading(page)).toBeVisible();
  const second = (await outboxRecords(page)).find((reference) => reference !== stuck) ?? '';
  await expect(page.getByText('2 bookings waiting to be sent')).toBeVisible();

  const backOnline = Date.now();
  offline = false;
  await context.setOffline(false);
  // The second one's own panel turns into the confirmation: it did not wait behind the first.
  await expect(confirmationHeading(page)).toBeVisible({ timeout: BACKOFF_BASE_MS });
  const sent = arrivals.find((arrival) => arrival.reference === second);
  expect(sent, 'the second booking reached EmailJS').toBeDefined();
  expect((sent?.at ?? Infinity) - backOnline).toBeLessThan(BACKOFF_BASE_MS);
  // The first was tried first, and is still waiting (never confirmed, never dropped).
  expect(arrivals[0]?.reference).toBe(stuck);
  await expect(page.getByText('1 booking waiting to be sent')).toBeVisible();
  expect(await outboxRecords(page)).toEqual([stuck]);
  expect(arrivals.filter((arrival) => arrival.reference === second)).toHaveLength(1);
});

test('a storage error after EmailJS accepted counts as sent: shown as sent, and never sent again', async ({
  page,
  context,
}) => {
  // There is no natural way to make IndexedDB fail one delete, so the init script does it at the
  // IndexedDB level: every delete from the outbox's store throws, as a damaged store can.
  await context.addInitScript(() => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the original, called on the store with .call(this)
    const remove = IDBObjectStore.prototype.delete;
    IDBObjectStore.prototype.delete = function (this: IDBObjectStore, query: IDBValidKey | IDBKeyRange) {
      if (this.name === 'bookings') throw new DOMException('The store is damaged', 'UnknownError');
      return remove.call(this, query);
    };
  });
  const email = await routeEmail(context);
  await page.goto('/booking');
  await fillBooking(page);
  await bookingForm(page).submit.click();

  await expect(confirmationHeading(page)).toBeVisible();
  await expect(page.getByText(/waiting to be sent/)).toHaveCount(0);
  const reference = email.bodies()[0]?.template_params.reference ?? '';
  // Nothing personal is left: the record became a mark holding its reference only.
  const stored = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('kilele-booking-outbox');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('The IndexedDB request failed'));
    });
    const all = await new Promise<unknown[]>((resolve, reject) => {
      const request = db.transaction('bookings').objectStore('bookings').getAll();
      request.onsuccess = () => resolve(request.result as unknown[]);
      request.onerror = () => reject(request.error ?? new Error('The IndexedDB request failed'));
    });
    db.close();
    return all;
  });
  expect(stored).toEqual([{ reference, status: 'sent', sentAt: expect.any(Number) }]);

  // Later visits (each start retries the outbox) never send it again.
  await page.reload();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.goto('/about');
  await outboxAtRest(page);
  expect(email.requests).toHaveLength(1);
});

test('a booking sent after its preferred date says the college will call to agree a new date', async ({
  page,
  context,
}) => {
  const email = await routeEmail(context);
  await page.goto('/booking');
  const { date } = await fillBooking(page);
  await email.setOffline(true);
  await bookingForm(page).submit.click();
  await expect(queuedHeading(page)).toBeVisible();

  // The phone stays offline until the day after the preferred date.
  const dayAfter = new Date(`${date}T00:00`);
  dayAfter.setDate(dayAfter.getDate() + 1);
  dayAfter.setHours(9);
  await page.clock.setFixedTime(dayAfter);
  await email.setOffline(false);

  await expect(confirmationHeading(page)).toBeVisible();
  await expect(page.getByText('so we will call you to agree a new date')).toBeVisible();
  // Still sent, with when it was really made.
  const [body] = email.bodies();
  expect(body?.template_params.date).toBe(date);
  expect(body?.template_params.requested_at).toMatch(/ EAT$/);
});

test.describe('what the visitor is told about closing the page', () => {
  test('without Background Sync: it will be sent the next time they open this site', async ({
    page,
    context,
  }) => {
    // Safari and Firefox: no Background Sync.
    await context.addInitScript(() => {
      Reflect.deleteProperty(ServiceWorkerRegistration.prototype, 'sync');
      Reflect.deleteProperty(window, 'SyncManager');
    });
    const email = await routeEmail(context);
    await queueWithServiceWorker(page, email);
    await expect(page.getByText('it will be sent the next time you open this site')).toBeVisible();
    await expect(page.getByText(/close this page;/)).toHaveCount(0);
  });

  test(
    'with a Background Sync registered: they can close the page',
    { tag: '@background-sync' },
    async ({ page, context }) => {
      const email = await routeEmail(context);
      await queueWithServiceWorker(page, email);
      await expect(page.getByText('You can keep browsing or close this page')).toBeVisible();
      await expect(page.getByText('the next time you open this site')).toHaveCount(0);
    },
  );
});
