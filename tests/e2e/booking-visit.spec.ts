import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { expect, test, withoutServiceWorker } from './fixtures';
import {
  aBooking,
  bookingForm,
  college,
  confirmationHeading,
  fillBooking,
  queuedHeading,
  routeEmail,
} from '../support/booking-helpers.ts';
import { closedWeekday, closureDay, openDay, shortDay } from '../support/visit-days.ts';
import { addDays, collegeInstant } from '../../src/content/college-time';
import { timeOptions } from '../../src/content/booking-options';
import { outboxAtRest } from '../support/outbox-at-rest.ts';

const campus = college.campuses.find((entry) => entry.id === aBooking.campus) ?? college.campuses[0];
const directions = (geo: { latitude: number; longitude: number }) =>
  `https://www.google.com/maps/dir/?api=1&destination=${geo.latitude},${geo.longitude}`;
const day = openDay() ?? '';

// What the form accepts, refuses and sends, and what it gives the visitor: the page's own work. The
// worker's part in sending (sync, a closed tab, nothing twice) is booking-send, booking-flush,
// booking-offline and booking-background-sync's, which keep it.
test.use(withoutServiceWorker);

test.describe('a visit the college can keep', () => {
  test('asks which campus (one radio per campus in site.yml), and sends it as `campus`', async ({
    page,
    context,
  }) => {
    test.skip(college.campuses.length < 2, 'one campus: no question');
    const email = await routeEmail(context);
    await page.goto('/booking');
    const form = bookingForm(page);
    const radios = form.form.getByRole('radio');
    await expect(radios).toHaveCount(college.campuses.length);
    for (const entry of college.campuses)
      await expect(form.campus(entry.name)).toHaveAttribute('required', '');

    // Everything but the campus.
    await form.name.fill(aBooking.name);
    await form.email.fill(aBooking.email);
    await form.phone.fill(aBooking.phone);
    await form.date.fill(day);
    await form.time.selectOption(aBooking.time);
    await form.interest.selectOption(aBooking.interest);
    await form.submit.click();
    await expect(form.campus(campus?.name ?? '')).toHaveAccessibleDescription(
      'Choose the campus you will visit.',
    );
    await expect(form.form.getByRole('radio').first()).toBeFocused();
    expect(email.requests).toHaveLength(0);

    await form.campus(campus?.name ?? '').check();
    await form.submit.click();
    await expect(confirmationHeading(page)).toBeVisible();
    expect(email.bodies()[0]?.template_params.campus).toBe(campus?.name);
    await expect(page.getByText(`Your visit to ${campus?.name ?? ''}:`)).toBeVisible();
  });

  for (const [name, find] of [
    ['a day the college is closed every week', closedWeekday],
    ['a closure from content/closures/', closureDay],
  ] as const) {
    test(`refuses ${name} before sending, with the reason in words`, async ({ page, context }) => {
      const closed = find();
      test.skip(!closed, 'the data has no such day in the next five years');
      const email = await routeEmail(context);
      await page.goto('/booking');
      const form = bookingForm(page);
      await fillBooking(page, { date: closed?.date });
      await form.submit.click();
      await expect(form.date).toHaveAccessibleDescription(new RegExp(`^${String(closed?.message)}`));
      await expect(form.date).toBeFocused();
      await outboxAtRest(page);
      expect(email.requests).toHaveLength(0);
    });
  }

  test('disables and refuses a time outside the chosen day’s hours', async ({ page, context }) => {
    const short = shortDay();
    test.skip(!short, 'every open day takes every time');
    const email = await routeEmail(context);
    await page.goto('/booking');
    const form = bookingForm(page);
    const late = short?.times[short.times.length - 1] ?? '';
    // The time first, as a visitor may: then the day that cannot take it.
    await fillBooking(page, { date: day, time: late });
    await form.date.fill(short?.date ?? '');
    for (const time of short?.times ?? [])
      await expect(form.time.locator(`option[value="${time}"]`)).toBeDisabled();
    // A time the day does take (the hours' first, as the data has them).
    const fits = timeOptions.find((time) => !short?.times.includes(time)) ?? '';
    await expect(form.time.locator(`option[value="${fits}"]`)).toBeEnabled();
    await form.submit.click();
    await expect(form.time).toHaveAccessibleDescription(short?.message ?? '');
    expect(email.requests).toHaveLength(0);
    await form.time.selectOption(fits);
    await expect(form.time).not.toHaveAttribute('aria-invalid', 'true');
    await form.submit.click();
    await expect(confirmationHeading(page)).toBeVisible();
  });

  test('refuses a phone number staff could not call, and sends a Kenyan one in E.164', async ({
    page,
    context,
  }) => {
    const email = await routeEmail(context);
    await page.goto('/booking');
    const form = bookingForm(page);
    await fillBooking(page, { date: day, phone: 'call me after 5' });
    await form.submit.click();
    await expect(form.phone).toHaveAccessibleDescription(/^Use figures only.*e\.g\. 0712 345 678/);
    expect(email.requests).toHaveLength(0);
    await form.phone.fill('0712 345 678');
    await expect(form.phone).not.toHaveAttribute('aria-invalid', 'true');
    await form.submit.click();
    await expect(confirmationHeading(page)).toBeVisible();
    expect(email.bodies()[0]?.template_params.phone).toBe('+254712345678');
  });

  test('once sent: an .ics file made on the device, and directions to the chosen campus', async ({
    page,
  }) => {
    await page.goto('/booking');
    await fillBooking(page, { date: day });
    await bookingForm(page).submit.click();
    await expect(confirmationHeading(page)).toBeVisible();

    const link = page.getByRole('link', { name: 'Add to calendar' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^BK-\w{6}\.ics$/);
    const ics = await readFile(await download.path(), 'utf8');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics) as unknown[]).getFirstSubcomponent('vevent') ?? undefined,
    );
    expect(event.startDate.toJSDate().getTime()).toBe(collegeInstant(day, '10:00'));
    expect(event.location).toContain(campus?.name ?? '');
    expect(event.summary).toContain(college.name);
    expect(event.description).toContain(college.phone.display);

    await expect(page.getByRole('link', { name: `Get directions to ${campus?.name ?? ''}` })).toHaveAttribute(
      'href',
      directions(campus?.geo ?? { latitude: 0, longitude: 0 }),
    );
  });

  test('queued offline ("to be confirmed"): the calendar file still works, with no network', async ({
    page,
    context,
  }) => {
    const email = await routeEmail(context);
    await page.goto('/booking');
    await bookingForm(page).date.waitFor();
    await fillBooking(page, { date: day });
    await email.setOffline(true);
    await bookingForm(page).submit.click();
    await expect(queuedHeading(page)).toBeVisible();
    await expect(page.getByText(/to be confirmed/)).toBeVisible();
    await expect(page.getByText(`Your visit to ${campus?.name ?? ''}:`)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add to calendar' }).click(),
    ]);
    expect(await readFile(await download.path(), 'utf8')).toContain('BEGIN:VEVENT');
  });

  test('each campus has a plain directions link on the booking page and in the footer', async ({ page }) => {
    await page.goto('/booking');
    for (const entry of college.campuses) {
      const name = `Directions to ${entry.name}`;
      await expect(page.getByRole('main').getByRole('link', { name })).toHaveAttribute(
        'href',
        directions(entry.geo),
      );
      await expect(page.getByRole('contentinfo').getByRole('link', { name })).toHaveAttribute(
        'href',
        directions(entry.geo),
      );
    }
  });
});

test.describe('in the college’s time, whatever the visitor’s zone', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('today is Nairobi’s, and a time already past there is disabled and refused', async ({
    page,
    context,
  }) => {
    // 10:30 in Nairobi on an open day is still the evening before in Los Angeles.
    const today = openDay() ?? '';
    await page.clock.setFixedTime(collegeInstant(today, '10:30'));
    const email = await routeEmail(context);
    await page.goto('/booking');
    const form = bookingForm(page);
    await expect(form.date).toHaveAttribute('min', today);
    // The time first (chosen for a later day), then today, which that time has passed.
    await fillBooking(page, { date: openDay(addDays(today, 1)) });
    await form.date.fill(today);
    await form.submit.click();
    await expect(form.time).toHaveAccessibleDescription(/already passed/);
    await expect(form.time.locator(`option[value="${timeOptions[0]}"]`)).toBeDisabled();
    expect(email.requests).toHaveLength(0);
  });
});

// A waiting booking (valid when made) is sent even once its day has gone by, never refused again:
// booking-flush.spec.ts ("sent late").
