import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { BACKOFF_BASE_MS, MIN_SEND_INTERVAL_MS } from '../../src/features/booking/outbox/outbox-policy.ts';
import { words as enBooking } from '../../src/i18n/en/booking.ts';
import { expect, test } from './fixtures';
import { axeViolations } from '../support/axe.ts';
import {
  aBooking,
  bookingForm,
  campusNamed,
  confirmationHeading,
  fillBooking,
  outboxRecords,
  queuedHeading,
  referencePattern,
  routeEmail,
  submitWhileOffline,
} from '../support/booking-helpers.ts';
import { site } from '../support/site-content.ts';
import { openBookingInApp } from '../support/site-helpers.ts';
import { outboxAtRest } from '../support/outbox-at-rest.ts';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shifts.ts';

/** The notice of a booking queued on this device, naming the visit it asks for (aBooking's campus). */
const sentNotice = (reference: string | undefined) =>
  new RegExp(
    `Your waiting booking ${String(reference)} has been sent: a visit for .+ at ${campusNamed(aBooking.campus)}\\.`,
  );

const waitingIndicator = '1 booking waiting to be sent';

test.describe('booking offline', () => {
  test('a booking made offline is queued, not confirmed, and turns into the confirmation once sent when back online', async ({
    page,
    context,
  }) => {
    const email = await routeEmail(context);
    await page.goto('/booking');
    // The notice at the foot of the screen is the app's, which the form's island starts once the
    // booking waits; offline, its code comes from the worker (or the HTTP cache, which Playwright's
    // routes turn off), installed by the time a visitor has filled the form.
    await waitForServiceWorkerControl(page);
    await submitWhileOffline(page, email);
    await expect(queuedHeading(page)).toBeFocused();
    await expect(page.getByText(enBooking.booking.queuedText)).toBeVisible();
    // The queued panel's line, not the notice at the foot of the screen that names the same booking.
    const panelLine = page.getByText(new RegExp(`Your booking reference: ${referencePattern.source}`));
    const reference = ((await panelLine.textContent()) ?? '').match(referencePattern)?.[0];
    expect(await outboxRecords(page)).toEqual([reference]);
    await expect(page.getByText(waitingIndicator)).toBeVisible();
    await expect(confirmationHeading(page)).toHaveCount(0);
    expect(email.requests).toHaveLength(0);

    await email.setOffline(false);
    await expect(confirmationHeading(page)).toBeVisible();
    await expect(page.getByText(`Your booking reference: ${String(reference)}`)).toBeVisible();
    await expect(page.getByText(waitingIndicator)).toBeHidden();
    await outboxAtRest(page);
    expect(email.bodies().map((body) => body.template_params.reference)).toEqual([reference]);
    expect(await outboxRecords(page)).toEqual([]);
  });

  test('a queued booking survives a reload offline and is sent exactly once after reconnecting', async ({
    page,
    context,
  }) => {
    // Room for the backoff's retry below, beside the reload and the worker's install.
    test.setTimeout(60_000);
    const email = await routeEmail(context);
    await page.goto('/booking');
    // The service worker serves the page when the reload happens offline.
    await waitForServiceWorkerControl(page);
    await submitWhileOffline(page, email);
    const [reference] = await outboxRecords(page);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book an Appointment');
    await expect(page.getByText(waitingIndicator)).toBeVisible();
    await expect(
      page.getByText(new RegExp(`^${String(reference)} for .+ at ${campusNamed(aBooking.campus)}$`)),
    ).toBeVisible();
    expect(await outboxRecords(page)).toEqual([reference]);
    expect(email.requests).toHaveLength(0);

    await email.setOffline(false);
    // The event: the booking reaching EmailJS. At once on 'online'; but a retry that was failing
    // offline may hold the outbox's lock then (a busy machine widens that moment), and the page
    // then sends on the retry 'online' asked for, below BACKOFF_BASE_MS, after the pace between
    // sends (outbox-page-retry.test.ts); the rest is room for a busy machine.
    await expect
      .poll(() => email.requests.length, { timeout: 4 * BACKOFF_BASE_MS + MIN_SEND_INTERVAL_MS })
      .toBeGreaterThan(0);
    await expect(page.getByText(sentNotice(reference))).toBeVisible();
    await expect(page.getByText(waitingIndicator)).toBeHidden();
    await outboxAtRest(page);
    expect(email.bodies().map((body) => body.template_params.reference)).toEqual([reference]);
  });

  test('a waiting booking’s notice, on every page after, moves nothing on a phone', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const email = await routeEmail(context);
    await page.goto('/booking');
    await submitWhileOffline(page, email);
    const [reference] = await outboxRecords(page);
    // Online, and the booking service failing: the booking keeps waiting on the pages after.
    email.answer({ status: 503, body: 'Service Unavailable' });
    await email.setOffline(false);
    // A page on which the outbox tries again and learns why it waits (its words change then). Its
    // words, not the request: the attempt is counted after the answer, and a page left in between
    // learned the reason on the next page, whose notice then grew (CLS 0.024, in a CI run).
    await page.goto('/about');
    await expect(page.getByText(enBooking.outbox.whyWaiting['service-unreachable'](1))).toBeVisible({
      timeout: 4 * BACKOFF_BASE_MS,
    });
    await watchLayoutShifts(page);
    await page.goto('/courses');
    const waiting = page.getByRole('group', { name: enBooking.outbox.waitingLabel(String(reference)) });
    await expect(waiting).toBeVisible();
    await expect(waiting.getByRole('link', { name: enBooking.handover.sms })).toBeVisible();
    // In the page's flow it moved the page down by its height as the outbox was read: 0.29 here.
    expect(await layoutShifts(page)).toEqual([]);
    // It can be put away, and the page's foot read.
    await page.getByRole('button', { name: enBooking.outbox.hideWaitingLabel }).click();
    await expect(waiting).toBeHidden();
  });

  test('many bookings waiting on a small phone: each one’s links and Hide stay in reach', async ({
    page,
    context,
  }) => {
    // A budget phone's screen: the notice is fixed to its foot, so a card taller than the screen
    // would put its first bookings above the top, where no scrolling reaches.
    await page.setViewportSize({ width: 360, height: 640 });
    // Six bookings through the form: about 18 s alone, more beside the other specs.
    test.slow();
    const email = await routeEmail(context);
    await page.goto('/booking');
    // The notices are the app's, served offline by the worker (see the first test).
    await waitForServiceWorkerControl(page);
    await submitWhileOffline(page, email);
    for (const name of ['Second', 'Third', 'Fourth', 'Fifth', 'Sixth']) {
      await page.getByRole('button', { name: enBooking.booking.another }).click();
      await fillBooking(page, { name: `${name} Visitor` });
      await bookingForm(page).submit.click();
      await expect(queuedHeading(page)).toBeVisible();
    }
    const references = await outboxRecords(page);
    expect(references).toHaveLength(6);
    for (const reference of references) {
      const sms = page
        .getByRole('group', { name: enBooking.outbox.waitingLabel(reference) })
        .getByRole('link', { name: enBooking.handover.sms });
      await sms.scrollIntoViewIfNeeded();
      await expect(sms, reference).toBeInViewport();
    }
    await expect(page.getByRole('button', { name: enBooking.outbox.hideWaitingLabel })).toBeInViewport();
    expect(await axeViolations(page, '[role="status"]')).toEqual([]);

    // Back online, all six go at once: their news is one notice (a card each filled the screen),
    // naming every one, and one Dismiss puts it away.
    await email.setOffline(false);
    // Paced a send per MIN_SEND_INTERVAL_MS: over 5.5 s for six. And a round under way as the
    // network returns fails the first and sends the rest; the first then goes at the backoff's
    // first step (it once waited for its own backoff, minutes, and this wait ran out).
    await expect
      .poll(() => email.requests.length, {
        timeout: 4 * BACKOFF_BASE_MS + references.length * MIN_SEND_INTERVAL_MS,
      })
      .toBeGreaterThanOrEqual(references.length);
    await outboxAtRest(page);
    expect(
      email
        .bodies()
        .map((body) => body.template_params.reference)
        .sort(),
    ).toEqual([...references].sort());
    const news = page.getByText(/^Your waiting bookings .+ have been sent\./);
    await expect(news).toBeVisible();
    for (const reference of references) await expect(news).toContainText(reference);
    const dismiss = page.getByRole('button', { name: enBooking.outbox.dismiss });
    await expect(dismiss).toHaveCount(1);
    await expect(dismiss).toBeInViewport();
    expect(await axeViolations(page, '[role="status"]')).toEqual([]);
    await dismiss.click();
    await expect(news).toBeHidden();
  });

  test.describe('two tabs', () => {
    // No worker: the other tab loads what its notices show from the network, as on a first visit
    // before the worker is ready, and the booking comes once that network is gone (the notices once
    // asked for the words of a waiting booking only then, and showed nothing until back online).
    test.use({ serviceWorkers: 'block' });
    test('two open tabs coming back online send the waiting booking exactly once', async ({
      page,
      context,
    }) => {
      const email = await routeEmail(context);
      const other = await context.newPage();
      // A first visit's app waits for a need, and one that comes offline, before the worker has
      // installed, starts it only once back online: this tab's app is started by a link followed.
      await openBookingInApp(other);
      // Its outbox notices' code and words in place: they load after hydration, and a tab that goes
      // offline before they arrive shows the notices only once back online. They show nothing while
      // the outbox is empty, so what says they arrived is the network going quiet.
      await other.waitForLoadState('networkidle');
      await page.goto('/booking');
      await submitWhileOffline(page, email);
      const [reference] = await outboxRecords(page);
      // The other tab heard about it over the outbox channel.
      await expect(other.getByText(waitingIndicator)).toBeVisible();

      await email.setOffline(false);
      await expect(confirmationHeading(page)).toBeVisible();
      await expect(other.getByText(sentNotice(reference))).toBeVisible();
      await outboxAtRest(page);
      expect(email.bodies().map((body) => body.template_params.reference)).toEqual([reference]);
    });
  });

  test('a waiting booking that EmailJS then refuses turns into the failure notice with the contacts', async ({
    page,
    context,
  }) => {
    const email = await routeEmail(context);
    await page.goto('/booking');
    await submitWhileOffline(page, email);
    const [reference] = await outboxRecords(page);

    email.answer({ status: 400, body: 'The template ID is invalid' });
    await email.setOffline(false);
    const panel = page.getByRole('region', { name: 'We could not send your booking' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: site.phone.display })).toBeVisible();
    await expect(page.getByText(`Your booking ${String(reference)} for `)).toContainText(
      'could not be delivered',
    );
    // Kept on the device (not lost), but never retried.
    expect(await outboxRecords(page)).toEqual([reference]);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await outboxAtRest(page);
    expect(email.requests).toHaveLength(1);
  });
});
