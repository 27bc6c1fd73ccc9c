import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const questions = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('button');

async function expandedStates(page: Page) {
  return questions(page).evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-expanded')),
  );
}

test('ten questions, the first open at load with its answer shown', async ({ page }) => {
  await page.goto('/faqs');
  await expect(questions(page)).toHaveCount(10);
  expect(await expandedStates(page)).toEqual(['true', ...Array(9).fill('false')]);
  await expect(page.getByRole('region', { name: 'What do I need to join a course?' })).toBeVisible();
  await expect(page.getByText('Short courses take 1-2 months')).toBeHidden();
});

test('opening another question closes the previous one; clicking the open one closes all', async ({
  page,
}) => {
  await page.goto('/faqs');
  const lengthQuestion = page.getByRole('button', { name: 'How long do the courses take?' });
  await lengthQuestion.click();
  await expect(lengthQuestion).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByText('Short courses take 1-2 months, and comprehensive courses take 3-6 months.'),
  ).toBeVisible();
  expect(await expandedStates(page)).toEqual([...Array(9).fill('false'), 'true']);
  await expect(page.getByRole('region', { name: 'What do I need to join a course?' })).toBeHidden();

  await lengthQuestion.click();
  expect(await expandedStates(page)).toEqual(Array(10).fill('false'));
  await expect(page.getByRole('region', { name: /\?$/ })).toHaveCount(0);
});

test('questions are buttons in headings that open from the keyboard', async ({ page }) => {
  await page.goto('/faqs');
  const payment = page.getByRole('button', { name: 'Can I pay my fees in instalments?' });
  const panelId = await payment.getAttribute('aria-controls');
  await payment.focus();
  await page.keyboard.press('Enter');
  await expect(payment).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${panelId}`)).toBeVisible();
  await expect(page.locator(`#${panelId}`)).toContainText('M-Pesa');
  await page.keyboard.press('Space');
  await expect(payment).toHaveAttribute('aria-expanded', 'false');
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
