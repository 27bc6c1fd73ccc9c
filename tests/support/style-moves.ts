import type { Page } from '@playwright/test';

/**
 * Records each style element taken out of the document from its start: a prerendered one moved
 * re-parses its CSS and restyles the whole page (an Emotion cache that adopts one moves it to the
 * end of <head>, src/app/emotion-cache.ts). Call before the page's first navigation.
 */
export async function watchStyleMoves(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const moved: string[] = [];
    Object.defineProperty(window, '__styleMoves', { value: moved });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLStyleElement)
            moved.push((node.dataset.rules ?? '(no data-rules)').slice(0, 40));
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The style elements moved so far in the current document, by the start of what they hold. */
export const styleMoves = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __styleMoves: string[] }).__styleMoves);
