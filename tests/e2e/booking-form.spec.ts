import { expect, test, withoutServiceWorker } from './fixtures';
import {
  bookingForm,
  confirmationHeading,
  fillBooking,
  outboxRecords,
  referencePattern,
  routeEmail,
} from '../support/booking-helpers.ts';
import { site } from '../support/site-content.ts';
import { collectProblems } from '../support/site-helpers.ts';
import { collegeDate } from '../../src/content/college-time';
import { interestOptions, timeOptions } from '../../src/content/booking-options';
import { words as englishWhen } from '../../src/i18n/en/when';
import { outboxAtRest } from '../support/outbox-at-rest.ts';

// The options as an English reader sees them; tests/launch checks them against the brief.
const times = timeOptions.map(englishWhen.when.clock);
const interests = [...interestOptions];

// What the form asks, accepts and refuses: the page's own work, so without the worker (the console
// check below keeps it, and the booking-send, -flush and -offline specs test its part in sending).
test.describe('booking form', () => {
  test.use(withoutServiceWorker);

  test('has the spec’s seven labelled fields with their types, required flags and options in order', async ({
    page,
  }) => {
    await page.goto('/booking');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book an Appointment');
    const form = bookingForm(page);

    await expect(form.name).toHaveAttribute('type', 'text');
    await expect(form.email).toHaveAttribute('type', 'email');
    await expect(form.phone).toHaveAttribute('type', 'tel');
    await expect(form.date).toHaveAttribute('type', 'date');
    for (const field of [form.name, form.email, form.phone, form.date, form.time, form.interest]) {
      await expect(field).toHaveJSProperty('required', true);
    }
    await expect(form.message).toHaveJSProperty('tagName', 'TEXTAREA');
    await expect(form.message).toHaveAttribute('rows', '4');
    await expect(form.message).toHaveJSProperty('required', false);
    await expect(form.name).toHaveAttribute('maxlength', '100');
    await expect(form.phone).toHaveAttribute('maxlength', '20');
    await expect(form.message).toHaveAttribute('maxlength', '1000');

    // Each select starts on an empty choice, followed by exactly the spec's options.
    await expect(form.time).toHaveValue('');
    await expect(form.interest).toHaveValue('');
    await expect(form.time.locator('option:not([value=""])')).toHaveText(times);
    await expect(form.interest.locator('option:not([value=""])')).toHaveText(interests);

    // No past dates: the minimum is today in Nairobi (the college's calendar), set once the page is live.
    await expect(form.date).toHaveAttribute('min', collegeDate(Date.now()));

    // Contact details and office hours beside the form.
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.e164}`,
    );
    await expect(main.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    for (const hours of site.officeHours) await expect(main.getByText(hours.label)).toBeVisible();
  });

  test('an empty submit sends nothing and says what each required field needs', async ({ page, context }) => {
    const email = await routeEmail(context);
    await page.goto('/booking');
    const form = bookingForm(page);
    await expect(form.submit).toBeEnabled();
    await form.submit.click();

    for (const message of [
      'Enter your full name.',
      'Enter your email address.',
      'Enter your phone number, e.g. 0712 345 678.',
      ...(site.campuses.length > 1 ? ['Choose the campus you will visit.'] : []),
      'Choose a preferred date.',
      'Choose a preferred time.',
      'Choose an area of interest.',
    ]) {
      await expect(form.form.getByText(message)).toBeVisible();
    }
    await expect(form.name).toBeFocused();
    await expect(form.name).toHaveAttribute('aria-invalid', 'true');
    await expect(form.name).toHaveAccessibleDescription('Enter your full name.');
    await expect(form.message).not.toHaveAttribute('aria-invalid', 'true');

    // The error follows the typing.
    await form.name.fill('Otieno');
    await expect(form.form.getByText('Enter your full name.')).toBeHidden();
    await outboxAtRest(page);
    expect(email.requests).toHaveLength(0);
  });

  test('an invalid email, a past date or a blank name is refused and nothing is sent', async ({
    page,
    context,
  }) => {
    const email = await routeEmail(context);
    await page.goto('/booking');
    const form = bookingForm(page);
    await fillBooking(page, { email: 'not-an-email', date: '2020-01-01', name: '   ' });
    await form.submit.click();

    await expect(form.form.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
    await expect(form.form.getByText('Choose today or a later date.')).toBeVisible();
    await expect(form.form.getByText('Enter your full name.')).toBeVisible();
    await expect(form.name).toBeFocused();
    await outboxAtRest(page);
    expect(email.requests).toHaveLength(0);
    await expect(confirmationHeading(page)).toHaveCount(0);
  });

  test('prefills the area of interest and message from course and event links', async ({ page }) => {
    await page.goto(
      '/booking?interest=Data%20Science&message=Enrolling%20in%20Data%20Science%20%26%20Analytics',
    );
    const form = bookingForm(page);
    await expect(form.interest).toHaveValue('Data Science');
    await expect(form.message).toHaveValue('Enrolling in Data Science & Analytics');
    await expect(form.name).toHaveValue('');
  });

  test('ignores an interest that is not one of the options, and never renders it as markup', async ({
    page,
  }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    const hostile = '<img src=x onerror=alert(1)>';
    await page.goto(
      `/booking?interest=${encodeURIComponent(hostile)}&message=${encodeURIComponent(hostile)}`,
    );
    const form = bookingForm(page);
    await expect(form.message).toHaveValue(hostile);
    await expect(form.interest).toHaveValue('');
    // On the page that carries the payload: hydrated, so React has rendered whatever it would.
    await expect(form.submit).toBeEnabled();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
    await page.goto(`/booking?interest=cybersecurity`);
    await expect(bookingForm(page).submit).toBeEnabled();
    await expect(bookingForm(page).interest).toHaveValue('');
  });

  test('a booking with the hidden honeypot filled is dropped quietly: it looks accepted but is never sent', async ({
    page,
    context,
  }) => {
    const email = await routeEmail(context);
    await page.goto('/booking');
    await fillBooking(page);
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    // Hidden from people and assistive technology; bots fill it from the markup.
    await expect(page.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
    await honeypot.fill('https://spam.example', { force: true });
    await bookingForm(page).submit.click();

    await expect(confirmationHeading(page)).toBeVisible();
    await expect(page.getByText(referencePattern)).toBeVisible();
    await outboxAtRest(page);
    expect(email.requests).toHaveLength(0);
    expect(await outboxRecords(page)).toEqual([]);
  });
});

test('the booking page hydrates without console errors or warnings, with or without a query', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.goto('/booking?interest=Networking&message=Hello');
  await expect(bookingForm(page).interest).toHaveValue('Networking');
  await page.goto('/booking');
  await expect(bookingForm(page).submit).toBeEnabled();
  await outboxAtRest(page);
  expect(problems).toEqual([]);
});
