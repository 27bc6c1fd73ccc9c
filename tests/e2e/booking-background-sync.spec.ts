import { expect, test } from './fixtures';
import {
  outboxRecords,
  routeEmail,
  submitWhileOffline,
  sdkVersion,
  waitForServiceWorker,
} from './booking-helpers.ts';

interface RegistrationUpdate {
  registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[];
}

test('the service worker sends a booking queued in a tab that was closed, exactly once', async ({
  page,
  context,
  baseURL,
}) => {
  const email = await routeEmail(context);
  await page.goto('/booking');
  await waitForServiceWorker(page);
  await submitWhileOffline(page, email);
  const [reference] = await outboxRecords(page);
  expect(reference).toBeDefined();
  await page.close();

  // Back online with no tab of the site open: only the service worker can send it now.
  await email.setOffline(false);
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
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
  // What Chromium does when connectivity returns: fire the 'sync' the page registered.
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(baseURL ?? '').origin,
    registrationId: await registrationId,
    tag: 'kilele-booking-outbox',
    lastChance: false,
  });

  await expect.poll(() => email.requests.length).toBe(1);
  const [request] = email.requests;
  expect(request?.serviceWorker()).not.toBeNull();
  const [body] = email.bodies();
  expect(body).toMatchObject({
    lib_version: sdkVersion,
    user_id: 'local_public_key',
    service_id: 'local_service',
    template_id: 'local_template',
  });
  expect(body?.template_params.reference).toBe(reference);

  // A page opened afterwards finds nothing waiting, and nothing more is sent.
  const later = await context.newPage();
  await later.goto('/about');
  await expect(later.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => outboxRecords(later)).toEqual([]);
  await later.waitForTimeout(1000);
  await expect(later.getByText(/waiting to be sent/)).toHaveCount(0);
  expect(email.requests).toHaveLength(1);
});
