import { test as base, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';

const instrumented = new WeakSet<Page>();

/** Waits until React has hydrated the page (src/app/use-hydrated-marker.ts). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

const isPage = (response: Response | null) =>
  Boolean(response?.headers()['content-type']?.includes('text/html'));

/**
 * The site hydrates after its first paint (src/main.tsx), so a page can be visible before its
 * buttons respond. Page loads in these tests (goto and reload) therefore return only once the
 * page is hydrated, in every tab of the context.
 */
function waitForHydrationOnLoad(page: Page) {
  if (instrumented.has(page)) return;
  instrumented.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    if (isPage(response)) await waitForHydration(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    if (isPage(response)) await waitForHydration(page);
    return response;
  };
}

export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', waitForHydrationOnLoad);
    await use(context);
  },
  page: async ({ page }, use) => {
    waitForHydrationOnLoad(page);
    await use(page);
  },
});
