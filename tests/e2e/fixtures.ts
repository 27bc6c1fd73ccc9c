import { test as base, expect, type Page, type Response } from '@playwright/test';
import { invalidStyles, recordInsertedRules } from '../support/style-check.ts';

export { expect } from '@playwright/test';

/**
 * For specs about what pages show, how they are navigated and what the booking form accepts:
 * `test.use(withoutServiceWorker)`. Every test's browser context is new, so the service worker
 * would install in each, fetching the whole precache (about 0.7 CPU-s a test); the PWA, sending
 * (booking-send, -flush, -offline, -refused, background sync), CSP, console (where the worker
 * serves the next page) and server specs keep it and test it.
 */
export const withoutServiceWorker = { serviceWorkers: 'block' } as const;

const instrumented = new WeakSet<Page>();

/**
 * Waits until every control on the page is enhanced: React has hydrated it (src/start-up/render-app.tsx),
 * or on a static page's first load the app-free start ran (src/start-up/start-on-demand.ts).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

const isPage = (response: Response | null) =>
  Boolean(response?.headers()['content-type']?.includes('text/html'));

/**
 * The site hydrates after its first paint (src/start-up/entry/main.ts), so a page can be visible before its
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
  page: async ({ page, baseURL }, use) => {
    waitForHydrationOnLoad(page);
    await page.addInitScript(recordInsertedRules);
    await use(page);
    // Whatever state the test left the page in, every style it holds must apply: a token the
    // trimmed theme lacks shows as a dropped declaration (tests/support/style-check.ts).
    if (!page.isClosed() && baseURL && page.url().startsWith(baseURL)) {
      expect(await invalidStyles(page), `styles the browser drops on ${page.url()}`).toEqual([]);
    }
  },
});
