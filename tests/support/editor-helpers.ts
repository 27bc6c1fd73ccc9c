// What staff do in the content editor (Decap CMS at /admin/), as the editor specs do it.
import { expect, type Page } from '@playwright/test';

/** Publishing asks "are you sure?" in a browser dialog, and leaving unsaved changes asks too: staff say yes. */
export function acceptDialogs(page: Page): void {
  // A dialog the page closed by itself is already gone.
  page.on('dialog', (dialog) => {
    dialog.accept().catch(() => undefined);
  });
}

/** With both languages side by side, the preview is one button away (Decap's "Toggle preview"). */
export async function showPreview(page: Page): Promise<void> {
  // The editor opens with both languages side by side, or with the preview if staff last asked
  // for it (Decap remembers): the preview takes the second language's place.
  const second = page.getByRole('button', { name: 'Writing in SW' });
  await expect(second.or(page.locator('iframe'))).toBeVisible({ timeout: 20_000 });
  if (await second.isVisible()) {
    await page.getByRole('button', { name: 'Toggle preview' }).click();
    await second.waitFor({ state: 'hidden' });
  }
}

/**
 * Moves the open draft to `status` and waits until the editor shows it there: Decap refuses
 * Publish with an alert until the status has become Ready, which a loaded machine once reached
 * first when a test clicked on without waiting.
 */
export async function setStatus(page: Page, status: 'In review' | 'Ready'): Promise<void> {
  await page.getByRole('button', { name: /^Status: / }).click();
  await page.getByRole('menuitem', { name: status }).click();
  await expect(page.getByRole('button', { name: `Status: ${status}` })).toBeVisible();
}

/** Publish, then Publish now: the open draft, once it is Ready. */
export async function publishNow(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}
