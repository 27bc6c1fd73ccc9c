import { expect, test } from '@playwright/test';

test('home hydrates without console errors', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text()); });
  page.on('pageerror', (e) => messages.push(e.message));
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('about');
  await page.waitForTimeout(1000);
  expect(messages).toEqual([]);
});
