import { expect, test } from './fixtures';
import {
  dispatchBackgroundSync,
  outboxRecords,
  queueWithServiceWorker,
  routeEmail,
  sdkVersion,
  syncTags,
} from '../support/booking-helpers.ts';
import { outboxAtRest } from '../support/outbox-at-rest.ts';

test(
  'the service worker sends a booking queued in a tab that was closed, exactly once',
  { tag: '@background-sync' },
  async ({ page, context, baseURL }) => {
    const email = await routeEmail(context);
    await queueWithServiceWorker(page, email);
    const [reference] = await outboxRecords(page);
    expect(reference).toBeDefined();
    // The page did register the sync: without it, Chromium would never fire one, and only the next
    // visit would send the booking (the page then says so instead of "you can close this page").
    expect(await syncTags(page)).toContain('kilele-booking-outbox');
    await expect(page.getByText('You can keep browsing or close this page')).toBeVisible();
    await page.close();

    // Back online with no tab of the site open: only the service worker can send it now.
    await email.setOffline(false);
    await dispatchBackgroundSync(context, baseURL ?? '');

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
    // When it was made, so staff can tell a booking sent late.
    expect(body?.template_params.requested_at).toMatch(/ EAT$/);

    // A page opened afterwards finds nothing waiting, and nothing more is sent.
    const later = await context.newPage();
    await later.goto('/about');
    await expect(later.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => outboxRecords(later)).toEqual([]);
    await outboxAtRest(later);
    await expect(later.getByText(/waiting to be sent/)).toHaveCount(0);
    expect(email.requests).toHaveLength(1);
  },
);
