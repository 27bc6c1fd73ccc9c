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
    // The frame after the one that first lays out the whole parsed page: what moves from then on
    // was moved by script, since the app starts only after that first frame (src/start-up/entry/main.ts).
    const laidOut = new Promise<number>((resolve) =>
      document.addEventListener('DOMContentLoaded', () =>
        requestAnimationFrame(() => requestAnimationFrame(resolve)),
      ),
    );
    Object.defineProperty(window, '__laidOut', { value: laidOut });
  });
}

/**
 * The current document's shifts from the frame after the parsed page's first layout on, as
 * "0.0008: <div …>". Earlier ones are the page arriving, not anything script did: a loaded machine
 * lays out a page still being parsed, and the nav or a fieldset grows as the rest of it comes in.
 */
export const layoutShifts = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const from = await (window as unknown as { __laidOut: Promise<number> }).__laidOut;
    return (window as unknown as { __shifts: { at: number; text: string }[] }).__shifts
      .filter((shift) => shift.at >= from)
      .map((shift) => shift.text);
  });
