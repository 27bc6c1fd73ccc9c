// A booking waiting on the device can be handed over by the visitor: by SMS (airtime, no data
// bundle), on WhatsApp with the same text, or by a call, to the college's numbers in content/site.yml.
import { localizedPath, locales } from '../../src/config/locales.ts';
import { paths } from '../../src/config/paths.ts';
import { uiWords } from '../../tools/ui-words.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import {
  aBooking,
  bookingForm,
  campusNamed,
  fillBooking,
  outboxRecords,
  referencePattern,
  routeEmail,
} from '../support/booking-helpers.ts';
import { site } from '../support/site-content.ts';
import { expect, test } from './fixtures';

for (const locale of locales) {
  test(`offline with a booking waiting (${locale}), the page offers SMS, WhatsApp and a call, the booking written in`, async ({
    page,
    context,
  }) => {
    const words = uiWords[locale].booking;
    const email = await routeEmail(context);
    await page.goto(localizedPath(paths.booking, locale));
    // A returning visitor: the worker holds every file, so the page works with nothing answering.
    await waitForServiceWorkerControl(page);
    await fillBooking(page, {}, locale);
    const { submit } = bookingForm(page, locale);
    // Nothing answers: not the site, not EmailJS.
    await context.route('**/*', (route) => route.abort('internetdisconnected'));
    await email.setOffline(true);
    await submit.click();
    await expect(page.getByRole('heading', { name: words.booking.queuedTitle })).toBeVisible();
    const [reference = ''] = await outboxRecords(page);
    expect(reference).toMatch(referencePattern);

    // The notice says why it waits: no connection, and an SMS needs none.
    await expect(page.getByText(words.outbox.whyWaiting['no-connection'](1))).toBeVisible();
    const waiting = page.getByRole('group', { name: words.outbox.waitingLabel(reference) });

    const sms = (await waiting.getByRole('link', { name: words.handover.sms }).getAttribute('href')) ?? '';
    const [number, query = ''] = sms.replace(/^sms:/, '').split('?');
    expect(sms.startsWith('sms:')).toBe(true);
    expect(number).toBe(site.phone.e164);
    const body = new URLSearchParams(query).get('body') ?? '';
    expect(body).toContain(reference);
    expect(body).toContain(aBooking.name);
    expect(body).toContain(campusNamed(aBooking.campus, locale));
    expect(body).toContain(words.interests[aBooking.interest as keyof typeof words.interests]);
    expect(body.length).toBeLessThanOrEqual(300);

    const whatsapp = new URL(
      (await waiting.getByRole('link', { name: words.handover.whatsapp }).getAttribute('href')) ?? '',
    );
    expect(whatsapp.origin + whatsapp.pathname).toBe(`https://wa.me/${site.whatsapp.replace(/\D/g, '')}`);
    expect(whatsapp.searchParams.get('text')).toBe(body);

    await expect(waiting.getByRole('link', { name: words.booking.call(site.phone.display) })).toHaveAttribute(
      'href',
      `tel:${site.phone.e164}`,
    );
    // Handing it over takes nothing away: the booking still waits to go by e-mail, by its reference.
    expect(await outboxRecords(page)).toEqual([reference]);
  });
}
