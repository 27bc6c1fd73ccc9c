import type { Page } from '@playwright/test';
import { expect, test, withoutServiceWorker } from './fixtures';

test.use(withoutServiceWorker);

// Each question is a native disclosure (<details name="faq">, a group), its question a heading in
// the <summary>: the browser opens and closes them, before hydration and without JavaScript too.
const items = (page: Page) => page.getByRole('main').getByRole('group');

const question = (page: Page, name: string) =>
  page.locator('summary').filter({ has: page.getByRole('heading', { level: 2, name }) });

async function openStates(page: Page) {
  return items(page).evaluateAll((elements) =>
    elements.map((element) => (element instanceof HTMLDetailsElement ? element.open : null)),
  );
}

test('ten questions, the first open at load with its answer shown', async ({ page }) => {
  await page.goto('/faqs');
  await expect(items(page)).toHaveCount(10);
  await expect(items(page).getByRole('heading', { level: 2 })).toHaveCount(10);
  expect(await openStates(page)).toEqual([true, ...Array(9).fill(false)]);
  await expect(page.getByRole('region', { name: 'What do I need to join a course?' })).toBeVisible();
  await expect(page.getByText('Short courses take 1-2 months')).toBeHidden();
});

test('opening another question closes the previous one; clicking the open one closes all', async ({
  page,
}) => {
  await page.goto('/faqs');
  const lengthQuestion = question(page, 'How long do the courses take?');
  await lengthQuestion.click();
  await expect(
    page.getByText('Short courses take 1-2 months, and comprehensive courses take 3-6 months.'),
  ).toBeVisible();
  expect(await openStates(page)).toEqual([...Array(9).fill(false), true]);
  await expect(page.getByRole('region', { name: 'What do I need to join a course?' })).toBeHidden();

  await lengthQuestion.click();
  expect(await openStates(page)).toEqual(Array(10).fill(false));
  await expect(page.getByRole('region', { name: /\?$/ })).toHaveCount(0);
});

test('questions open and close from the keyboard, and name the answer they control', async ({ page }) => {
  await page.goto('/faqs');
  const payment = question(page, 'Can I pay my fees in instalments?');
  const panelId = await payment.getAttribute('aria-controls');
  await payment.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(`#${panelId}`)).toBeVisible();
  await expect(page.locator(`#${panelId}`)).toContainText('M-Pesa');
  await page.keyboard.press('Space');
  await expect(page.locator(`#${panelId}`)).toBeHidden();
});

test('the contact block gives phone, e-mail and office hours', async ({ page }) => {
  await page.goto('/faqs');
  const contact = page.getByRole('complementary', { name: 'Still have questions?' });
  await expect(contact.getByRole('link', { name: '+254 712 345 678' })).toHaveAttribute(
    'href',
    'tel:+254712345678',
  );
  await expect(contact.getByRole('link', { name: 'info@kilelecollege.ac.ke' })).toHaveAttribute(
    'href',
    'mailto:info@kilelecollege.ac.ke',
  );
  await expect(contact).toContainText('Monday to Friday: 8:00 AM to 6:00 PM');
  await expect(contact).toContainText('Saturday: 9:00 AM to 1:00 PM');
});
