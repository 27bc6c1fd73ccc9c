import type { Page } from '@playwright/test';

/**
 * Records every layout shift of each document the page loads, from its start: when, how much, and
 * what moved. Call before the page's first navigation.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { at: number; text: string }[] = [];
    Object.defineProperty(window, '__shifts', { value: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node }[];
      })[]) {
        const moved = entry.sources.map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : '(text)',
        );
        shifts.push({ at: entry.startTime, text: `${entry.value.toFixed(4)}: ${moved.join(', ')}` });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The current document's shifts from `since` (ms from its start) on, as "0.0008: <div …>". */
export const layoutShifts = (page: Page, since = 0): Promise<string[]> =>
  page.evaluate(
    (from) =>
      (window as unknown as { __shifts: { at: number; text: string }[] }).__shifts
        .filter((shift) => shift.at >= from)
        .map((shift) => shift.text),
    since,
  );
