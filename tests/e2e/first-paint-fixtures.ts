import { test as base, expect, type CDPSession, type Page, type Route } from '@playwright/test';
import { invalidStyles, recordInsertedRules } from '../support/style-check.ts';

export { expect } from '@playwright/test';

/**
 * How much the CPU is slowed (CDP) while the visitor acts: a low-end phone. Until holdHydration's
 * release, which then ends the slowdown: the held chunk stands for the seconds hydration takes on
 * such a phone, and what follows is checked for its result, not its pace. Chromium slows a CPU by
 * spinning a core (a home page load at 6x cost 4.5 CPU-s against 1.0), which other tests wait for.
 */
export const cpuSlowdown = 6;

/** The CDP session each slowed page was slowed through. */
const slowedPages = new WeakMap<Page, CDPSession>();

/**
 * For the impatient-visitor specs: unlike fixtures.ts, page.goto does not wait for hydration, and
 * every page runs with the CPU slowed (until holdHydration lets the app go). Tests act the moment an
 * element is visible. The style check of fixtures.ts still ends every test.
 */
export const test = base.extend<{ slowCpu: boolean }>({
  slowCpu: [true, { option: true }],
  page: async ({ page, baseURL, slowCpu, javaScriptEnabled }, use) => {
    if (slowCpu) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      slowedPages.set(page, cdp);
    }
    if (javaScriptEnabled) await page.addInitScript(recordInsertedRules);
    await use(page);
    if (!page.isClosed() && baseURL && page.url().startsWith(baseURL)) {
      expect(await invalidStyles(page), `styles the browser drops on ${page.url()}`).toEqual([]);
    }
  },
});

/** Opens a page and returns as soon as its HTML has started to arrive: no waiting for hydration. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
}

/**
 * Holds back the app's React chunk (src/start-up/render-app.tsx), and a static page's app-free start
 * (src/start-up/start-on-demand.ts), until `release` is called, so the page stays un-enhanced,
 * exactly as on a phone that takes seconds, for as long as the test acts:
 * what it checks then cannot depend on how fast this machine happens to be. The entry script
 * (src/start-up/entry/main.ts) and everything before the app chunk load and run as usual. The
 * release lets the chunk go at the CPU's full speed (see cpuSlowdown).
 */
export async function holdHydration(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  // The app, and what a static page runs instead (src/start-up/start-on-demand.ts).
  await page.route(/\/assets\/(render-app|start-on-demand)-[^/]*\.js$/, (route) =>
    released ? route.continue() : held.push(route),
  );
  return {
    release: async () => {
      await slowedPages.get(page)?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** Whether every control is enhanced yet (src/start-up/render-app.tsx, src/start-up/start-on-demand.ts). */
export const isHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

/** Waits, after acting, until every control is enhanced. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 25_000 });
}
