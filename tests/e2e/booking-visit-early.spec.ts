// A booking pressed before the page hydrated (held-submit.ts) goes through the same checks as any
// other once the app takes the press: a closed day or a number staff could not call is refused,
// in words, and nothing is sent.
import {
  aBooking,
  bookingForm,
  confirmationHeading,
  routeEmail,
  typeBooking,
} from '../support/booking-helpers.ts';
import { expect, holdHydration, isHydrated, test, visit } from './first-paint-fixtures.ts';
import { closedWeekday, openDay } from '../support/visit-days.ts';

test.use({ slowCpu: false });

test('a closed day and a bad phone number pressed before hydration are refused once the app starts', async ({
  page,
  context,
}) => {
  const closed = closedWeekday();
  test.skip(!closed, 'the college is open every day of the week');
  const email = await routeEmail(context);
  const app = await holdHydration(page);
  await visit(page, '/booking');
  await typeBooking(page, { ...aBooking, date: closed?.date ?? '', phone: 'call me after 5' });
  const form = bookingForm(page);
  await form.submit.click();
  expect(await isHydrated(page), 'pressed before hydration').toBe(false);
  await expect(page.getByText('will be sent as soon as this page has finished loading')).toBeVisible();

  await app.release();
  await expect(form.phone).toHaveAccessibleDescription(/^Use figures only.*e\.g\. 0712 345 678/, {
    timeout: 25_000,
  });
  await expect(form.date).toHaveAccessibleDescription(new RegExp(`^${closed?.message ?? ''}`));
  await expect(form.phone).toBeFocused();
  expect(email.requests).toHaveLength(0);

  await form.phone.fill('0712 345 678');
  await form.date.fill(openDay() ?? '');
  await form.submit.click();
  await expect(confirmationHeading(page)).toBeVisible();
  expect(email.bodies().map((body) => body.template_params.phone)).toEqual(['+254712345678']);
});
