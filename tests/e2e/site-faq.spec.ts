import type { Page } from '@playwright/test';
import { expect, test, withoutServiceWorker } from './fixtures';
import { content, site } from '../support/site-content.ts';

test.use(withoutServiceWorker);

// Each question is a native disclosure (<details name="faq">, a group), its question a heading in
// the <summary>: the browser opens and closes them, before hydration and without JavaScript too.
const items = (page: Page) => page.getByRole('main').getByRole('group');

const faqs = content.faqs;
const count = faqs.length;
const first = faqs[0];
const last = faqs[count - 1];
/** A short, distinctive piece of an answer: its first sentence, or its first 60 characters. */
const answerStart = (answer = '') => answer.split(/(?<=\.)\s/)[0]?.slice(0, 60) ?? '';

const question = (page: Page, name: string) =>
  page.locator('summary').filter({ has: page.getByRole('heading', { level: 2, name }) });

async function openStates(page: Page) {
  return items(page).evaluateAll((elements) =>
    elements.map((element) => (element instanceof HTMLDetailsElement ? element.open : null)),
  );
}

test('every question, the first open at load with its answer shown', async ({ page }) => {
  await page.goto('/faqs');
  await expect(items(page)).toHaveCount(count);
  await expect(items(page).getByRole('heading', { level: 2 })).toHaveText(faqs.map((faq) => faq.question));
  expect(await openStates(page)).toEqual([true, ...Array<boolean>(count - 1).fill(false)]);
  await expect(page.getByRole('region', { name: first?.question })).toBeVisible();
  if (count > 1) await expect(page.getByText(answerStart(last?.answer))).toBeHidden();
});

test('opening another question closes the previous one; clicking the open one closes all', async ({
  page,
}) => {
  test.skip(count < 2, 'content/faqs/ has one question: there is no other to open');
  await page.goto('/faqs');
  const lastQuestion = question(page, last?.question ?? '');
  await lastQuestion.click();
  await expect(page.getByText(answerStart(last?.answer))).toBeVisible();
  expect(await openStates(page)).toEqual([...Array<boolean>(count - 1).fill(false), true]);
  await expect(page.getByRole('region', { name: first?.question })).toBeHidden();

  await lastQuestion.click();
  expect(await openStates(page)).toEqual(Array(count).fill(false));
  await expect(page.getByRole('region', { name: /\?$/ })).toHaveCount(0);
});

test('questions open and close from the keyboard, and name the answer they control', async ({ page }) => {
  await page.goto('/faqs');
  const faq = last ?? first;
  const summary = question(page, faq?.question ?? '');
  const panelId = await summary.getAttribute('aria-controls');
  await summary.focus();
  if (count === 1) await page.keyboard.press('Enter'); // The only question starts open: close it first.
  await page.keyboard.press('Enter');
  await expect(page.locator(`#${String(panelId)}`)).toBeVisible();
  await expect(page.locator(`#${String(panelId)}`)).toContainText(answerStart(faq?.answer));
  await page.keyboard.press('Space');
  await expect(page.locator(`#${String(panelId)}`)).toBeHidden();
});

test('the contact block gives phone, e-mail and office hours', async ({ page }) => {
  await page.goto('/faqs');
  const contact = page.getByRole('complementary', { name: 'Still have questions?' });
  await expect(contact.getByRole('link', { name: site.phone.display })).toHaveAttribute(
    'href',
    `tel:${site.phone.e164}`,
  );
  await expect(contact.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  for (const hours of site.officeHours) await expect(contact).toContainText(hours.label);
});
